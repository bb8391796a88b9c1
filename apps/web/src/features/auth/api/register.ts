import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';

/** POST /register (part 1 section 7). Answers with the new user (no pin until a plan is started). */
export const registerMember = (body: RegisterBody) => request('POST /register', { body, showError: true });

export const useRegister = () => useMutation({ mutationFn: registerMember });
