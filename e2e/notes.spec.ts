import { documentScrollWidth, expect, registerViaApi, test, toast } from './fixtures.ts';

test.describe('my notes', () => {
  test('a member creates, edits and deletes a note', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/notes');
    await expect(page.getByRole('heading', { level: 1, name: 'My Notes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByText('No notes yet', { exact: true })).toBeVisible();

    // Blank fields are refused before any call.
    await page.getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page, 'Please fill in both title and content')).toBeVisible();

    await page.getByLabel('Title').fill('Leg day');
    await page.getByLabel('Content').fill('Squats 5x5\nLunges 3x12');
    await expect(page.getByLabel('Category')).toHaveValue('general');
    await page.getByLabel('Category').selectOption('training');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');

    const list = page.getByRole('list', { name: 'Your notes' });
    const item = list.getByRole('listitem').filter({ hasText: 'Leg day' });
    await expect(item.getByRole('heading', { name: 'Leg day' })).toBeVisible();
    await expect(item.getByText('Training', { exact: true })).toBeVisible();
    await expect(item.getByText(/Squats 5x5\s+Lunges 3x12/)).toBeVisible();
    await expect(item.getByText(/^Created /)).toBeVisible();

    // Edit mode, then Cancel leaves it unchanged.
    await item.getByRole('button', { name: 'Edit note Leg day' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Leg day');
    await expect(page.getByLabel('Category')).toHaveValue('training');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Save Note' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');

    await item.getByRole('button', { name: 'Edit note Leg day' }).click();
    // The form fills itself with the note after the click; typing before that would be lost.
    await expect(page.getByLabel('Title')).toHaveValue('Leg day');
    await page.getByLabel('Title').fill('Leg day (heavy)');
    await page.getByRole('button', { name: 'Update Note' }).click();
    await expect(toast(page, 'Note updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Note' })).toBeVisible();
    const edited = list.getByRole('listitem').filter({ hasText: 'Leg day (heavy)' });
    await expect(edited.getByText(/Updated /)).toBeVisible();

    // Stored on the server: still there after a reload.
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Your notes' })
        .getByRole('heading', { name: 'Leg day (heavy)' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete note Leg day (heavy)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Note deleted')).toBeVisible();
    await expect(page.getByText('No notes yet', { exact: true })).toBeVisible();
  });

  test('markup in a note is shown as literal text, also on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await registerViaApi(page.request);
    await page.goto('/notes');
    await page.getByLabel('Title').fill('<b>x</b>');
    await page
      .getByLabel('Content')
      .fill('<img src=x onerror="document.title=\'owned\'"> <i>y</i>');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();

    const item = page.getByRole('list', { name: 'Your notes' }).getByRole('listitem');
    await expect(item.getByRole('heading', { name: '<b>x</b>' })).toBeVisible();
    await expect(item.getByText('<i>y</i>', { exact: false })).toBeVisible();
    await expect(page.locator('main b, main img, main i')).toHaveCount(0);
    expect(await page.title()).not.toBe('owned');
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
