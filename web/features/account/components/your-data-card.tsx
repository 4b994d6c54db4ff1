import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Form, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { clearSession } from '#web/lib/session.ts';
import { downloadMyData, useDeleteAccount } from '../api/use-account.ts';
import { SettingsCard } from './settings-card.tsx';

/** Your Data: download everything as JSON, or delete the account (password required). */
export function YourDataCard({ userId }: { userId: string }) {
  const [downloading, setDownloading] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData(userId);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: getApiErrorMessage(error, 'Could not export your data. Please try again.'),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SettingsCard title="Your Data" icon={Download}>
      <p className="text-muted-foreground">
        Download everything we hold about you as a JSON file, or delete your account.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" />
          {downloading ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog userId={userId} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </SettingsCard>
  );
}

const DeleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm'),
});

function DeleteAccountDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteAccount = useDeleteAccount(userId);
  const navigate = useNavigate();
  const remove = (password: string, onRefused: (error: unknown) => void) =>
    deleteAccount.mutate(password, {
      // The account is gone: the session ends here too, and the member lands on the home page.
      onSuccess: () => {
        clearSession();
        void navigate('/');
      },
      onError: onRefused,
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (deleteAccount.isPending ? null : onOpenChange(next))}
    >
      <DialogContent>
        {/* Mounted on open, so each opening starts with an empty password. */}
        {open ? (
          <DeleteAccountForm
            pending={deleteAccount.isPending}
            onDelete={remove}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({
  pending,
  onDelete,
  onCancel,
}: {
  pending: boolean;
  onDelete: (password: string, onRefused: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(DeleteAccountSchema, { defaultValues: { password: '' } });
  const submit = ({ password }: { password: string }) =>
    onDelete(password, (error) =>
      form.setError('password', {
        message: getApiErrorMessage(error, 'Could not delete your account.'),
      }),
    );
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your profile, workouts, measurements and chat history. Enter your
          password to confirm.
        </DialogDescription>
      </DialogHeader>
      <TextField
        name="password"
        id="delete-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Keep My Account
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
