import { beforeEach, describe, expect, it } from 'vitest';
import { store } from '../test/local-storage.ts';

const { hasIdAndPin, session } = await import('./session.ts');

const user = { u_id: 7, u_accesstoken: 'tok', u_tfp_pin: null, u_email: 'a@b.ng', u_first_name: 'Ada' };

describe('session', () => {
  beforeEach(() => store.clear());

  it('counts as logged in only with both a user id and a pin', () => {
    expect(hasIdAndPin(null)).toBe(false);
    expect(hasIdAndPin({ u_id: 7, u_tfp_pin: null })).toBe(false);
    expect(hasIdAndPin({ u_id: 7, u_tfp_pin: '' })).toBe(false);
    expect(hasIdAndPin({ u_id: 7, u_tfp_pin: 'TFP0123456789' })).toBe(true);
  });

  it('treats a just-registered user (no pin yet) as not logged in', () => {
    session.set('user', user);
    expect(session.isMember()).toBe(false);
    session.mergeUser({ u_tfp_pin: 'TFP0123456789' });
    expect(session.isMember()).toBe(true);
    expect(session.token()).toBe('tok');
  });

  it('clears everything but the remember-me entry', () => {
    session.set('user', user);
    session.set('fromRegister', 1);
    session.set('planId', 3);
    session.set('remember', { email: 'a@b.ng' });
    session.clear();
    expect(session.user()).toBeNull();
    expect(session.get('fromRegister')).toBeNull();
    expect(session.get('planId')).toBeNull();
    expect(session.remember()).toEqual({ email: 'a@b.ng' });
  });
});
