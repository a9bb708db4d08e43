// POST /api/auth/register: a new USER account, signed in at once.
import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '#shared/contracts/auth.ts';
import { postAuth } from './post-auth.ts';

export const register = (request: TRegisterRequest) => postAuth('/api/auth/register', request);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
