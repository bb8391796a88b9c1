import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, safeReturnPath } from './after-login.ts';

const member = { u_plan_id: 3, u_plan_name: 'GOLD' };

describe('after login', () => {
  it('sends a user with a blank plan to the plan list as if just registered', () => {
    expect(destinationAfterLogin({ u_plan_id: null, u_plan_name: '' })).toEqual({
      to: '/viewplans',
      fromRegister: true,
    });
  });
  it('goes back to where the guard came from, else the dashboard', () => {
    expect(destinationAfterLogin(member, { from: '/transactions?tab=loans' }).to).toBe(
      '/transactions?tab=loans',
    );
    expect(destinationAfterLogin(member).to).toBe('/dashboard');
  });
  it('opens /userdashboard for an operator view-as link', () => {
    expect(destinationAfterLogin(member, { type: 'admin_login', from: '/profile' }).to).toBe(
      '/userdashboard',
    );
  });
  it('opens the notifications for a mailed trust or loan request link', () => {
    expect(destinationAfterLogin(member, { type: 'admin' }).to).toBe('/notifications');
  });
  it('sends an operator to the console, or back to the console page they came from, never a member screen', () => {
    const operator = { u_plan_id: null, u_plan_name: null, u_role: 'support' };
    expect(destinationAfterLogin(operator)).toEqual({ to: '/admin', fromRegister: false });
    // A role without the Members page (which is /admin) goes straight to its first section.
    const to = (u_role: string) => destinationAfterLogin({ ...operator, u_role }).to;
    expect(to('finance')).toBe('/admin/transfers');
    expect(to('loans')).toBe('/admin/approvals');
    expect(to('content')).toBe('/admin/content');
    expect(to('expert')).toBe('/admin/chat');
    expect(to('admin')).toBe('/admin');
    expect(destinationAfterLogin(operator, { from: '/admin/members/7' }).to).toBe('/admin/members/7');
    expect(destinationAfterLogin(operator, { from: '/dashboard' }).to).toBe('/admin');
    expect(destinationAfterLogin({ ...member, u_role: 'member' }).to).toBe('/dashboard');
  });
  it('never returns to another site or a sign-in screen', () => {
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/login?x=1')).toBeNull();
    expect(safeReturnPath('/profile#bank')).toBe('/profile#bank');
  });
});
