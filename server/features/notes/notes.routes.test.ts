import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from '#common/constants.ts';
import { notes, users } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { NOTES_PER_MEMBER_LIMIT } from './notes.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function createNote(member: Member, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    payload: { userId: member.user.id, ...payload },
  });
}

async function listNotes(member: Member, userId = member.user.id) {
  return t.app.inject({
    method: 'GET',
    url: `/api/notes/${userId}`,
    headers: { cookie: member.cookie },
  });
}

async function updateNote(member: Member, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/notes/${id}`,
    headers: { cookie: member.cookie },
    payload,
  });
}

async function deleteNote(member: Member, id: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/notes/${id}`,
    headers: { cookie: member.cookie },
  });
}

async function storedNotes(member: Member) {
  return t.database.db.select().from(notes).where(eq(notes.userId, member.user.id));
}

describe('POST /api/notes', () => {
  it('creates a note with the default category and answers it with dates', async () => {
    const member = await registerMember(t.app);
    const res = await createNote(member, { title: '  Leg day  ', content: 'Squat 5x5\nLunges' });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      userId: member.user.id,
      title: 'Leg day',
      content: 'Squat 5x5\nLunges',
      category: 'general',
    });
    expect(note.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(note.createdAt).toISOString()).toBe(note.createdAt);
    expect(note.updatedAt).toBe(note.createdAt);

    const withCategory = await createNote(member, {
      title: 'Protein',
      content: '160 g a day',
      category: 'nutrition',
    });
    expect(withCategory.json().category).toBe('nutrition');
    // The body userId is optional: the session decides whose note it is.
    const noUserId = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: member.cookie },
      payload: { title: 'Sleep', content: '8 hours' },
    });
    expect(noUserId.statusCode).toBe(201);
    expect(noUserId.json().userId).toBe(member.user.id);
  });

  it('stores and returns markup verbatim, as plain text', async () => {
    const member = await registerMember(t.app);
    const title = '<script>alert("x")</script>';
    const content = '<b>bold?</b> & <img src=x onerror=alert(1)>';
    const res = await createNote(member, { title, content });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title, content });
    expect((await listNotes(member)).json()[0]).toMatchObject({ title, content });
    const [row] = await storedNotes(member);
    expect(row).toMatchObject({ title, content });
  });

  it('refuses blank, missing, too long and unknown fields with a clear 400; saves nothing', async () => {
    const member = await registerMember(t.app);
    for (const payload of [
      { title: '', content: 'x' },
      { title: '   ', content: 'x' },
      { title: 'x', content: ' \n ' },
      { content: 'x' },
      { title: 'x' },
      { title: 42, content: 'x' },
    ]) {
      const res = await createNote(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain('Please fill in both title and content');
    }
    const longTitle = await createNote(member, {
      title: 'x'.repeat(NOTE_TITLE_MAX + 1),
      content: 'x',
    });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().fields).toEqual([
      { field: 'title', message: `Title cannot be longer than ${NOTE_TITLE_MAX} characters` },
    ]);
    const longContent = await createNote(member, {
      title: 'x',
      content: 'y'.repeat(NOTE_CONTENT_MAX + 1),
    });
    expect(longContent.statusCode).toBe(400);
    expect(longContent.json().fields[0].field).toBe('content');
    const category = await createNote(member, { title: 'x', content: 'y', category: 'secret' });
    expect(category.statusCode).toBe(400);
    expect(category.json().fields[0]).toEqual({
      field: 'category',
      message: 'Category must be one of: general, training, nutrition, recovery, goals',
    });
    expect(await storedNotes(member)).toEqual([]);
  });

  it('refuses a signed-out caller (401) and a body userId that is not yours (403)', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { title: 'x', content: 'y' },
    });
    expect(anonymous.statusCode).toBe(401);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, title: 'planted', content: 'by alice' },
    });
    expect(claim.statusCode).toBe(403);
    expect(await storedNotes(bob)).toEqual([]);
    expect(await storedNotes(alice)).toEqual([]);
  });

  it(`caps a member at ${NOTES_PER_MEMBER_LIMIT} notes with a clear 400`, async () => {
    const member = await registerMember(t.app);
    await t.database.db.insert(notes).values(
      Array.from({ length: NOTES_PER_MEMBER_LIMIT - 1 }, (_, i) => ({
        userId: member.user.id,
        title: `n${i}`,
        content: 'c',
      })),
    );
    expect((await createNote(member, { title: 'last', content: 'fits' })).statusCode).toBe(201);
    const over = await createNote(member, { title: 'one more', content: 'too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `You can keep at most ${NOTES_PER_MEMBER_LIMIT} notes. Delete a note you no longer need to add a new one.`,
    );
    expect(await storedNotes(member)).toHaveLength(NOTES_PER_MEMBER_LIMIT);
    const list = await listNotes(member);
    expect(list.json()).toHaveLength(NOTES_PER_MEMBER_LIMIT);
    expect(list.json()[0].title).toBe('last');
  });

  it('never goes past the cap with simultaneous requests', async () => {
    const member = await registerMember(t.app);
    await t.database.db.insert(notes).values(
      Array.from({ length: NOTES_PER_MEMBER_LIMIT - 2 }, (_, i) => ({
        userId: member.user.id,
        title: `n${i}`,
        content: 'c',
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createNote(member, { title: `race ${i}`, content: 'x' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    expect(await storedNotes(member)).toHaveLength(NOTES_PER_MEMBER_LIMIT);
  });
});

describe('GET /api/notes/:userId', () => {
  it('lists your notes, most recently updated first', async () => {
    const member = await registerMember(t.app);
    const first = (await createNote(member, { title: 'first', content: '1' })).json();
    const second = (await createNote(member, { title: 'second', content: '2' })).json();
    const third = (await createNote(member, { title: 'third', content: '3' })).json();
    const titles = async () =>
      (await listNotes(member)).json().map((n: { title: string }) => n.title);
    expect(await titles()).toEqual(['third', 'second', 'first']);

    expect((await updateNote(member, first.id, { title: 'first!', content: '1' })).statusCode).toBe(
      200,
    );
    expect(await titles()).toEqual(['first!', 'third', 'second']);
    expect(second.id).not.toBe(third.id);
  });

  it('answers an empty list for a member without notes', async () => {
    const member = await registerMember(t.app);
    const res = await listNotes(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses another member’s notes (403) and a signed-out caller (401); admins may read', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    await createNote(bob, { title: 'Bob private', content: 'secret plan' });

    const other = await listNotes(alice, bob.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('secret plan');
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/notes/${bob.user.id}` });
    expect(signedOut.statusCode).toBe(401);

    const admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const asAdmin = await listNotes(admin, bob.user.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((n: { title: string }) => n.title)).toEqual(['Bob private']);
    expect((await listNotes(admin, 'not-a-uuid')).json()).toEqual([]);
  });
});

describe('PUT /api/notes/:id', () => {
  it('changes title and content, keeps the category when absent, and bumps updatedAt', async () => {
    const member = await registerMember(t.app);
    const note = (
      await createNote(member, { title: 'Plan', content: 'Run', category: 'training' })
    ).json();
    const res = await updateNote(member, note.id, { title: ' Plan B ', content: 'Swim\nBike' });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      id: note.id,
      title: 'Plan B',
      content: 'Swim\nBike',
      category: 'training',
      createdAt: note.createdAt,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(
      new Date(note.updatedAt).getTime(),
    );

    const recategorised = await updateNote(member, note.id, {
      title: 'Plan B',
      content: 'Swim',
      category: 'goals',
    });
    expect(recategorised.json().category).toBe('goals');
  });

  it('refuses blank fields with 400 and leaves the note unchanged', async () => {
    const member = await registerMember(t.app);
    const note = (await createNote(member, { title: 'Keep', content: 'me' })).json();
    for (const payload of [{ title: ' ', content: 'x' }, { title: 'x', content: '' }, {}]) {
      const res = await updateNote(member, note.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain('Please fill in both title and content');
    }
    const [row] = await storedNotes(member);
    expect(row).toMatchObject({ title: 'Keep', content: 'me' });
  });

  it('answers 404 for someone else’s note, a missing or a malformed id, and changes nothing', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const bobs = (await createNote(bob, { title: 'Bob', content: 'original' })).json();
    for (const id of [bobs.id, MISSING_ID, 'abc']) {
      const res = await updateNote(alice, id, { title: 'hijacked', content: 'by alice' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Note not found');
    }
    const [row] = await storedNotes(bob);
    expect(row).toMatchObject({ title: 'Bob', content: 'original' });
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/notes/${bobs.id}`,
      payload: { title: 'x', content: 'y' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('DELETE /api/notes/:id', () => {
  it('deletes your own note; 404 for someone else’s, a missing or a malformed id', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const bobs = (await createNote(bob, { title: 'Bob', content: 'keep' })).json();
    const alices = (await createNote(alice, { title: 'Alice', content: 'bye' })).json();

    for (const id of [bobs.id, MISSING_ID, '42']) {
      const res = await deleteNote(alice, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Note not found');
    }
    expect(await storedNotes(bob)).toHaveLength(1);

    const signedOut = await t.app.inject({ method: 'DELETE', url: `/api/notes/${alices.id}` });
    expect(signedOut.statusCode).toBe(401);

    const own = await deleteNote(alice, alices.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect((await listNotes(alice)).json()).toEqual([]);
    expect((await deleteNote(alice, alices.id)).statusCode).toBe(404);
  });
});
