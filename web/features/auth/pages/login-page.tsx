import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { LoginSchema } from '#common/schemas/auth.ts';
import { EmailSchema } from '#common/schemas/fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage, isNetworkError } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { setSessionUser } from '#web/lib/session.ts';
import { useLogin } from '../api/use-auth.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailField } from '../components/email-field.tsx';
import { sessionUserFromResponse } from '../lib/session-user.ts';

/** The login schema, with "is required" for an empty email instead of "must be a valid email". */
const LoginFormSchema = LoginSchema.extend({
  email: z.string().trim().min(1, 'is required').pipe(EmailSchema),
});

/** Spec part 1 section 8: the texts of a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Unable to reach FlexCoach. Please check your connection.';
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) return 'Invalid email or password';
  if (status === 429) {
    return getApiErrorMessage(error, 'Too many sign-in attempts. Please try again later.');
  }
  return getApiErrorMessage(error, 'Something went wrong. Please try again.');
}

const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline';

/** `/login`: email and password; success stores the session user and goes to `/`. */
export function LoginPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(LoginFormSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = (values: z.output<typeof LoginFormSchema>) => {
    const credentials = { email: values.email.trim(), password: values.password };
    login.mutate(credentials, {
      onSuccess: (response) => {
        const user = sessionUserFromResponse(response, { email: credentials.email });
        if (!user) {
          toast({
            variant: 'destructive',
            title: 'Login Failed',
            description: 'Something went wrong. Please try again.',
          });
          return;
        }
        setSessionUser(user);
        void navigate('/');
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Login Failed',
          description: loginErrorMessage(error),
        });
      },
    });
  };

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to continue your training with Flex."
      footer={
        <>
          New to FlexCoach?{' '}
          <Link to="/onboarding" className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4">
        <EmailField />
        <TextField
          name="password"
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="-mt-1 flex justify-end">
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? (
            <>
              <Spinner className="size-4" />
              Signing In...
            </>
          ) : (
            'Sign In'
          )}
        </Button>
      </Form>
    </AuthLayout>
  );
}
