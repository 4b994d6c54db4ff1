import { useMutation } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '#common/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

interface MessageResponse {
  success: boolean;
  message: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: (payload: RegisterInput) =>
      apiRequest<unknown>('POST', '/api/auth/register', payload),
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginInput) =>
      apiRequest<unknown>('POST', '/api/auth/login', credentials),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest<MessageResponse>('POST', '/api/forgot-password', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      apiRequest<MessageResponse>('POST', '/api/reset-password', body),
  });
}

/** `GET /api/config`: whether outgoing mail is configured (the forgot-password note depends on it). */
