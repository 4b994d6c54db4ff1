import { ArrowLeft, Info, MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { RESET_TOKEN_TTL_MS } from '#common/constants.ts';
import { ForgotPasswordSchema } from '#common/schemas/auth.ts';
import { EmailSchema } from '#common/schemas/fields.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Form, useZodForm } from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage, isNetworkError } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { usePublicConfig } from '#web/api/public-config.ts';
import { useForgotPassword } from '../api/use-auth.ts';
import { AuthLayout, IconTitle } from '../components/auth-layout.tsx';
import { EmailField } from '../components/email-field.tsx';

const ForgotPasswordFormSchema = ForgotPasswordSchema.extend({
  email: z.string().trim().min(1, 'is required').pipe(EmailSchema),
});

const TOKEN_LIFETIME_MINUTES = Math.round(RESET_TOKEN_TTL_MS / 60_000);

/** Spec part 1 section 8: the texts of a failed reset-link request. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Unable to process your request. Please try again later.';
  return getApiErrorMessage(error, 'Something went wrong. Please try again.');
}

/** `/forgot-password`: request a reset link, then a "Check Your Email" confirmation. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const config = usePublicConfig();
  const form = useZodForm(ForgotPasswordFormSchema, { defaultValues: { email: '' } });

  const onSubmit = ({ email }: { email: string }) => {
    const trimmed = email.trim();
    forgotPassword.mutate(
      { email: trimmed },
      {
        onSuccess: () => setSentTo(trimmed),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Unable to send reset link',
            description: forgotPasswordErrorMessage(error),
          }),
      },
    );
  };

  const backToLogin = (
    <Link to="/login" className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full`}>
      <ArrowLeft aria-hidden="true" />
      Back to Login
    </Link>
  );

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        mailConfigured={config.data?.mailConfigured}
        backToLogin={backToLogin}
        onDifferentEmail={() => setSentTo(null)}
      />
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to reset it."
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4">
        <EmailField />
        <Button type="submit" size="lg" className="w-full" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? (
            <>
              <Spinner className="size-4" />
              Sending...
            </>
          ) : (
            'Send Reset Link'
          )}
        </Button>
        {backToLogin}
      </Form>
    </AuthLayout>
  );
}

/** After a request: where the link went, its lifetime, and a warning when mail is not set up. */
function CheckYourEmail({
  email,
  mailConfigured,
  backToLogin,
  onDifferentEmail,
}: {
  email: string;
  mailConfigured: boolean | undefined;
  backToLogin: ReactNode;
  onDifferentEmail: () => void;
}) {
  return (
    <AuthLayout
      title={
        <IconTitle icon={MailCheck} tint="bg-primary-soft text-primary">
          Check Your Email
        </IconTitle>
      }
    >
      <div className="grid gap-5" role="status">
        <p className="text-sm leading-relaxed">
          If an account exists for{' '}
          <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>, we&apos;ve
          sent a link to reset your password. The link expires in {TOKEN_LIFETIME_MINUTES} minutes.
        </p>
        {mailConfigured === false ? (
          <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              Email delivery is not yet configured for FlexCoach, so this email may not arrive.
              Please contact support to reset your password.
            </p>
          </div>
        ) : null}
        {backToLogin}
        <button
          type="button"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          onClick={onDifferentEmail}
        >
          Use a different email
        </button>
      </div>
    </AuthLayout>
  );
}
