import { Pencil, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { EQUIPMENT_LABELS, GOAL_LABELS, LEVEL_LABELS } from '#common/constants.ts';
import type { User } from '#common/schemas/users.ts';
import { isUnits, weightUnit } from '#common/units.ts';
import { useProfile, useUpdateProfile } from '#web/api/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { PreferencesForm } from './preferences-dialog.tsx';
import { LoadFailed, Row, SettingsCard } from './settings-card.tsx';

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** Fitness Preferences: what shapes the workouts, with an Edit dialog that saves them. */
export function PreferencesCard({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const update = useUpdateProfile(userId);
  const [editOpen, setEditOpen] = useState(false);

  return (
    <SettingsCard
      title="Fitness Preferences"
      icon={SlidersHorizontal}
      action={
        <Button
          size="sm"
          variant="outline"
          disabled={!profile.data}
          onClick={() => setEditOpen(true)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      {profile.isPending ? (
        <p className="text-muted-foreground">Loading your preferences...</p>
      ) : profile.isError ? (
        <LoadFailed what="your preferences" onRetry={() => void profile.refetch()} />
      ) : (
        <PreferencesList profile={profile.data} />
      )}
      <Dialog open={editOpen} onOpenChange={setEditOpen}>
        <DialogContent>
          {profile.data && editOpen ? (
            <PreferencesForm
              profile={profile.data}
              pending={update.isPending}
              onCancel={() => setEditOpen(false)}
              onSubmit={(updates) =>
                update.mutate(updates, {
                  onSuccess: () => {
                    setEditOpen(false);
                    toast({
                      title: 'Preferences updated',
                      description: 'Your fitness preferences have been saved.',
                    });
                  },
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Update Failed',
                      description: getApiErrorMessage(error, 'Could not save your preferences.'),
                    }),
                })
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}

function PreferencesList({ profile }: { profile: User }) {
  const units = isUnits(profile.units) ? profile.units : 'imperial';
  const weight = (value: number | null | undefined) =>
    value != null ? `${value} ${weightUnit(units)}` : '-';
  return (
    <dl>
      <Row label="Fitness level" value={labelOf(LEVEL_LABELS, profile.level)} />
      <Row
        label="Goals"
        value={profile.goals.map((g) => labelOf(GOAL_LABELS, g)).join(', ') || '-'}
      />
      <Row
        label="Equipment"
        value={profile.equipment.map((e) => labelOf(EQUIPMENT_LABELS, e)).join(', ') || '-'}
      />
      <Row label="Units" value={units === 'metric' ? 'Metric (kg, cm)' : 'Imperial (lbs, in)'} />
      <Row label="Current weight" value={weight(profile.currentWeight)} />
      <Row label="Target weight" value={weight(profile.targetWeight)} />
      <Row label="Time per workout" value={`${profile.timeAvailable} minutes`} />
      <Row label="Days per week" value={profile.daysPerWeek} />
    </dl>
  );
}
