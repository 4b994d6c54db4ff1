import ExcelJS from 'exceljs';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { expect, test, toast } from './fixtures.ts';
import { generateWorkout, signUpMember, upgradeFromPage } from './training-fixtures.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

test.describe('spreadsheet export', () => {
  test('a pro member completes a workout, exports it and downloads the workbook', async ({
    page,
  }) => {
    await signUpMember(page, { firstName: 'Riley' });
    await page.goto('/dashboard');
    await upgradeFromPage(page, 'pro');

    // Finish a workout by skipping through it: it is saved to the history.
    const total = await generateWorkout(page);
    for (let n = 1; n <= total; n += 1) {
      await expect(page.getByText(`Exercise ${n} of ${total}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Skip Exercise' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();

    await page.goto('/dashboard');
    const exportButton = page.getByRole('button', { name: 'Export Workouts (1)' });
    await expect(exportButton).toBeEnabled();
    const answer = page.waitForResponse((r) => r.url().includes('/api/export/workouts/'));
    const popup = page.waitForEvent('popup');
    await exportButton.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const result = (await response.json()) as { spreadsheetUrl: string; message: string };
    expect(result.message).toBe('Exported 1 workout');
    expect(result.spreadsheetUrl).toMatch(/^\/api\/export\/files\/[0-9a-f-]{36}$/);
    await popup; // the new tab, opened in the click and pointed at the file
    await expect(toast(page, 'Export Successful!')).toBeVisible();

    const file = await page.request.get(`${E2E_BASE_URL}${result.spreadsheetUrl}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe(XLSX_TYPE);
    expect(file.headers()['content-disposition']).toMatch(
      /^attachment; filename="flexcoach-workouts-/,
    );
    const workbook = await openWorkbook(await file.body());
    const sheet = workbook.getWorksheet('Workouts')!;
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Title',
      'Exercises',
      'Duration (min)',
      'Completed',
      'Sets (reps × load)',
    ]);

    // Measurements: none yet, so the spec's text.
    await page.getByRole('button', { name: 'Export Measurements' }).click();
    await expect(toast(page, 'Export Failed')).toContainText(
      "You haven't added any body measurements yet. Add measurements first to export them!",
    );
  });

  test('the admin test page exports and links the master spreadsheet', async ({ page }) => {
    const login = await page.request.post(`${E2E_BASE_URL}/api/auth/login`, {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    await page.goto('/admin/sheets');
    await expect(page.getByRole('heading', { level: 1, name: 'Spreadsheet Export' })).toBeVisible();
    await expect(
      page.getByText('All data goes to a master spreadsheet with tabs Users, Workouts'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Test Export Now' }).click();
    const status = page.getByRole('region', { name: 'Test the export' }).getByRole('status');
    // The admin has no workouts or measurements of their own.
    await expect(status).toContainText('No Data to Export');
    await expect(status).toContainText('Add some workouts or measurements first, then try again.');
    const workouts = page.getByRole('listitem', { name: 'Workouts' });
    await expect(workouts).toContainText('No Data');
    await expect(workouts).toContainText('No workouts to export');

    const master = page.getByRole('listitem', { name: 'Master Spreadsheet' });
    const link = master.getByRole('link', { name: 'View Spreadsheet' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = (await link.getAttribute('href'))!;
    const file = await page.request.get(`${E2E_BASE_URL}${href}`);
    expect(file.status()).toBe(200);
    const workbook = await openWorkbook(await file.body());
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Users',
      'Workouts',
      'Measurements',
      'Daily Logs',
      'Subscription Changes',
    ]);
    expect(workbook.getWorksheet('Users')!.actualRowCount).toBeGreaterThanOrEqual(2);
  });
});
