// POST /api/auth/login: username (or email, or mobile number) and password.
import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '#shared/contracts/auth.ts';
import { postAuth } from './post-auth.ts';

export const logIn = (request: TLoginRequest) => postAuth('/api/auth/login', request);

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
