import { Link } from 'react-router';
import {
  FREE_PLAN_DAYS,
  ONBOARDING_DAYS_OPTIONS,
  ONBOARDING_TIME_OPTIONS,
} from '#common/constants.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { ChoiceOption } from '../choice-cards.tsx';
import { RadioChoice, type StepProps } from './step-kit.tsx';

const TIME_OPTIONS: ChoiceOption<string>[] = ONBOARDING_TIME_OPTIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} min`,
  ariaLabel: `${minutes} minutes`,
}));

const DAYS_OPTIONS: ChoiceOption<string>[] = ONBOARDING_DAYS_OPTIONS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

const policyLink = 'text-primary underline underline-offset-2';

/** Step 5: minutes and days per week, the terms, and the newsletter. */
export function ScheduleStep(step: StepProps) {
  const { values, fieldError, setChoice } = step;
  const termsError = fieldError('acceptTerms');
  return (
    <div className="space-y-6">
      <RadioChoice
        step={step}
        field="timeAvailable"
        title="Minutes per workout"
        options={TIME_OPTIONS}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      />
      <RadioChoice
        step={step}
        field="daysPerWeek"
        title="Days per week"
        options={DAYS_OPTIONS}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      />
      {Number(values.daysPerWeek) > FREE_PLAN_DAYS ? (
        <p className="-mt-3 text-sm text-muted-foreground" aria-live="polite">
          The free plan trains {FREE_PLAN_DAYS} days a week; upgrade any time to train all{' '}
          {values.daysPerWeek}.
        </p>
      ) : null}
      <div className="space-y-4 rounded-xl border border-border p-4">
        <div className="flex items-start gap-3">
          <Checkbox
            id="acceptTerms"
            checked={values.acceptTerms}
            onCheckedChange={(checked) => setChoice('acceptTerms', checked === true)}
            aria-required="true"
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? 'acceptTerms-error' : undefined}
            className="mt-0.5"
          />
          <div className="grid gap-1.5">
            <Label htmlFor="acceptTerms" className="leading-snug">
              I agree to the{' '}
              <Link to="/terms-of-service" target="_blank" rel="noopener" className={policyLink}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy-policy" target="_blank" rel="noopener" className={policyLink}>
                Privacy Policy
              </Link>
              , and I confirm I am 18 years or older.
            </Label>
            {termsError ? (
              <p id="acceptTerms-error" className="text-xs font-medium text-destructive">
                {termsError}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id="newsletterConsent"
            checked={values.newsletterConsent}
            onCheckedChange={(checked) => setChoice('newsletterConsent', checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor="newsletterConsent" className="leading-snug font-normal">
            Email me training tips, product news and offers (optional). You can unsubscribe at any
            time.
          </Label>
        </div>
      </div>
    </div>
  );
}
