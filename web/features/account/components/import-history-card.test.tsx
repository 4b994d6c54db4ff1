import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '#common/schemas/imports.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { ImportHistoryCard } from './import-history-card.tsx';

const preview: ImportPreview = {
  format: 'strong',
  workouts: 3,
  newWorkouts: 2,
  sets: 12,
  from: '2026-10-05',
  to: '2026-10-09',
  weightUnit: 'lb',
  weightUnitInFile: false,
  exercises: [
    {
      name: 'Squat (Barbell)',
      workouts: 3,
      match: { id: 'Barbell_Squat', name: 'Barbell Squat' },
    },
    { name: 'Zercher Walk', workouts: 1, match: null },
  ],
};

function stub(answers: { preview: Response; run?: Response }) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/import/preview') return answers.preview.clone();
      if (url === '/api/import' && answers.run) return answers.run.clone();
      if (url.startsWith('/api/exercises/search?q=carry')) {
        return jsonResponse(200, {
          total: 1,
          exercises: [{ ...FARMERS_WALK }],
        });
      }
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

const FARMERS_WALK = {
  id: 'Farmers_Walk',
  name: "Farmer's Walk",
  category: 'strongman',
  level: 'beginner',
  equipment: 'other',
  primaryMuscles: ['forearms'],
  secondaryMuscles: [],
  loadType: null,
};

const csv = (text = 'Date,Workout Name\n') => new File([text], 'strong.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportHistoryCard', () => {
  it('previews a file, lets the member set the unit and keep a name, then imports', async () => {
    const calls = stub({
      preview: jsonResponse(200, preview),
      run: jsonResponse(200, { format: 'strong', workouts: 3, added: 2, skipped: 1 }),
    });
    renderRoute(<ImportHistoryCard />, { path: '/account-settings' });
    await userEvent.upload(screen.getByLabelText('Export file'), csv('Date,Workout Name\nx'));

    const group = await screen.findByRole('group', { name: 'Import preview' });
    expect(group).toHaveTextContent(
      'Strong export: 3 workouts from Oct 5, 2026 to Oct 9, 2026, 12 sets. 1 was imported before and will be skipped.',
    );
    expect(screen.getByLabelText('Import as')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Weights in this file are in'), 'kg');
    await userEvent.selectOptions(
      screen.getByLabelText(/Squat \(Barbell\)/),
      'Keep as “Squat (Barbell)”',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 workouts' }));

    expect(calls[0]).toEqual({
      url: '/api/import/preview',
      body: { content: 'Date,Workout Name\nx', units: 'imperial' },
    });
    expect(calls[1]).toEqual({
      url: '/api/import',
      body: {
        content: 'Date,Workout Name\nx',
        weightUnit: 'kg',
        mapping: { 'Squat (Barbell)': null, 'Zercher Walk': null },
        units: 'imperial',
      },
    });
    expect(
      await screen.findByText(/2 workouts added to your history \(1 already there\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Import preview' })).not.toBeInTheDocument();
  });

  it('maps an exercise the library did not match to one the member finds', async () => {
    const calls = stub({
      preview: jsonResponse(200, preview),
      run: jsonResponse(200, { format: 'strong', workouts: 3, added: 2, skipped: 1 }),
    });
    renderRoute(<ImportHistoryCard />, { path: '/account-settings' });
    await userEvent.upload(screen.getByLabelText('Export file'), csv());
    await screen.findByRole('group', { name: 'Import preview' });
    await userEvent.type(screen.getByLabelText('Find it in the library'), 'carry');
    const importAs = screen.getByLabelText('Import as');
    await screen.findByRole('option', { name: "Library: Farmer's Walk" });
    await userEvent.selectOptions(importAs, "Library: Farmer's Walk");
    // Searching on keeps the choice offered.
    await userEvent.clear(screen.getByLabelText('Find it in the library'));
    expect(importAs).toHaveValue('Farmers_Walk');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 workouts' }));
    await screen.findByText(/added to your history/);
    expect(calls.at(-1)!.body).toMatchObject({
      mapping: { 'Squat (Barbell)': 'Barbell_Squat', 'Zercher Walk': 'Farmers_Walk' },
    });
  });

  it('shows the server message for a file it cannot read, naming the row', async () => {
    stub({
      preview: jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Row 4: Weight "abc" is not a number.',
        error: 'Row 4: Weight "abc" is not a number.',
      }),
    });
    renderRoute(<ImportHistoryCard />, { path: '/account-settings' });
    await userEvent.upload(screen.getByLabelText('Export file'), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 4: Weight "abc" is not a number.',
    );
    expect(screen.queryByRole('group', { name: 'Import preview' })).not.toBeInTheDocument();
  });

  it('refuses a file over 8 MB before sending it', async () => {
    const calls = stub({ preview: jsonResponse(200, preview) });
    renderRoute(<ImportHistoryCard />, { path: '/account-settings' });
    const big = csv();
    Object.defineProperty(big, 'size', { value: 9 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Export file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 9.0 MB; the limit is 8 MB.',
    );
    expect(calls).toHaveLength(0);
  });
});
