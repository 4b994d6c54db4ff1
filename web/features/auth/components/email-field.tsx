import { TextField } from '#web/components/ui/form.tsx';

/** The Email field of the sign-in forms (bound to the form's `email`). */
export function EmailField() {
  return (
    <TextField
      name="email"
      id="email"
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
    />
  );
}
