import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  INVALID_LINK_REDIRECT_MS,
  PASSWORD_MIN_LENGTH,
  RESET_SUCCESS_REDIRECT_MS,
} from '#common/constants.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Form, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useResetPassword } from '../api/use-auth.ts';
import { AuthLayout, IconTitle } from '../components/auth-layout.tsx';

const ResetFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const invalid = resetPasswordValidation(values);
    if (invalid) {
      const field = invalid.title === 'Password too short' ? 'newPassword' : 'confirmPassword';
      ctx.addIssue({ code: 'custom', path: [field], message: invalid.description });
    }
  });
type ResetFormValues = z.input<typeof ResetFormSchema>;

/** Spec part 1 section 8: the texts of a failed reset. */
export function resetPasswordErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Something went wrong. Please try again.';
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return serverMessage ?? 'Unable to reset password. The link may have expired.';
}

/** Spec part 1 section 5 (with our 8-character minimum): toast text for an invalid form, or null. */
export function resetPasswordValidation(
  values: ResetFormValues,
): { title: string; description: string } | null {
  if (values.newPassword !== values.confirmPassword) {
    return {
      title: 'Passwords do not match',
      description: 'Please make sure both passwords are the same',
    };
  }
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password too short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    };
  }
  return null;
}

/** `/reset-password?token=...&email=...`: choose a new password. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const linkValid = Boolean(token && email);
  const [succeeded, setSucceeded] = useState(false);
  const invalidToastShown = useRef(false);
  const resetPassword = useResetPassword();
  const form = useZodForm(ResetFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (linkValid) return;
    if (!invalidToastShown.current) {
      invalidToastShown.current = true;
      toast({
        variant: 'destructive',
        title: 'Invalid Link',
        description: 'This password reset link is invalid or has expired.',
      });
    }
    const timer = setTimeout(
      () => void navigate('/forgot-password', { replace: true }),
      INVALID_LINK_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [linkValid, navigate]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate('/login'), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  // The spec's toast for an invalid form, as well as the message under the field.
  const onInvalid = () => {
    const invalid = resetPasswordValidation(form.getValues());
    if (invalid) toast({ variant: 'destructive', ...invalid });
  };
  const onSubmit = (values: ResetFormValues) => {
    resetPassword.mutate(
      { email, token, newPassword: values.newPassword },
      {
        onSuccess: () => setSucceeded(true),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Reset failed',
            description: resetPasswordErrorMessage(error),
          }),
      },
    );
  };

  if (!linkValid) return <InvalidLinkView />;

  if (succeeded) return <ResetSucceededView />;

  return (
    <AuthLayout
      title="Set a new password"
      description={
        <>
          Choose a new password for{' '}
          <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>.
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="grid gap-4">
        <TextField
          name="newPassword"
          id="newPassword"
          label="New Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          name="confirmPassword"
          id="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" size="lg" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? (
            <>
              <Spinner className="size-4" />
              Resetting...
            </>
          ) : (
            'Reset Password'
          )}
        </Button>
        <Link
          to="/login"
          className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to Login
        </Link>
      </Form>
    </AuthLayout>
  );
}

/** A link without its token or email: say so, then go to request a new one. */
function InvalidLinkView() {
  return (
    <AuthLayout title="Invalid Link">
      <div className="grid gap-5">
        <p className="text-sm">This password reset link is invalid or has expired.</p>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Taking you to request a new link...
        </p>
        <Link to="/forgot-password" className={`${buttonVariants({ size: 'lg' })} w-full`}>
          Request a new link
        </Link>
      </div>
    </AuthLayout>
  );
}

function ResetSucceededView() {
  return (
    <AuthLayout
      title={
        <IconTitle icon={CircleCheck} tint="bg-green-100 text-success">
          Password Reset Successful
        </IconTitle>
      }
    >
      <div className="grid gap-5" role="status">
        <p className="text-sm leading-relaxed">
          Your password has been updated. Redirecting you to login...
        </p>
        <Link to="/login" className={`${buttonVariants({ size: 'lg' })} w-full`}>
          Go to Login
        </Link>
      </div>
    </AuthLayout>
  );
}
