import type { Page } from '@playwright/test';
import { MOTIVATION_REPLIES, TIP_REPLIES } from '../web/features/coach/lib/quick-replies.ts';
import { E2E_BASE_URL } from './e2e-env.ts';
import { expect, registerViaApi, test } from './fixtures.ts';
import { generateWorkout, upgradeFromPage } from './training-fixtures.ts';

/*
 * Flex, the AI coach, in the browser: the bubble's free quick actions, the credits message, the
 * full-screen chat's copy button and greeting, a paid member chatting with the built-in coach.
 */

const GREETING = (firstName: string) => `Hey ${firstName}! I'm Flex, your AI fitness coach.`;
/** The first reply of a rotation, as rendered (no markdown markers). */
const rendered = (text: string) => text.replace(/\*\*/g, '');

/** Records every `POST /api/flex/chat` the page sends. */
function trackChatRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/flex/chat') {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

async function openBubble(page: Page) {
  await page.getByRole('button', { name: /^Open Flex chat/ }).click();
  const chat = page.getByRole('dialog', { name: /Flex/ });
  await expect(chat).toBeVisible();
  return chat;
}

test.describe('Flex, the AI coach', () => {
  test('a free member uses each quick action and sees each reply, with no request and no credit', async ({
    page,
  }) => {
    const member = await registerViaApi(page.request);
    const chatRequests = trackChatRequests(page);
    await page.goto('/dashboard');
    // The dashboard widget: the streak message of a new member.
    await expect(page.getByText(/Every streak starts with one workout/)).toBeVisible();

    // Free tier: a red notification on the bubble until the chat is opened.
    await expect(
      page.getByRole('button', { name: 'Open Flex chat (new notification)' }),
    ).toBeVisible();
    const chat = await openBubble(page);
    await expect(chat.getByRole('heading', { name: 'Flex', exact: true })).toBeVisible();
    await expect(chat.getByText('0 Flex Credits')).toBeVisible();
    await expect(chat.getByText(GREETING(member.firstName))).toHaveCount(1);

    const flexMessages = chat.locator('[data-message-type="flex"]');
    const replies: [string, RegExp | string][] = [
      ['Motivate', rendered(MOTIVATION_REPLIES[0])],
      ['Get Tip', rendered(TIP_REPLIES[0])],
      ['Progress', /You haven't completed a workout yet/],
      ['Safety', /see a qualified health professional/],
    ];
    for (const [label, reply] of replies) {
      const before = await flexMessages.count();
      await chat.getByRole('button', { name: label, exact: true }).click();
      await expect(flexMessages).toHaveCount(before + 1);
      await expect(flexMessages.last()).toContainText(reply);
    }
    expect(chatRequests).toHaveLength(0);
    await expect(chat.getByText('0 Flex Credits')).toBeVisible();
  });

  test('a free member with no credits types a message and sees the credits message', async ({
    page,
  }) => {
    await registerViaApi(page.request);
    const chatRequests = trackChatRequests(page);
    await page.goto('/dashboard');
    const chat = await openBubble(page);
    await chat.getByLabel('Message Flex').fill('What should I train today?');
    await chat.getByLabel('Message Flex').press('Enter');

    await expect(chat.getByText('What should I train today?')).toBeVisible();
    await expect(chat.getByText("You're out of Flex Credits.")).toBeVisible();
    await expect(chat.getByText(/You need 1 Flex Credits to continue chatting/)).toBeVisible();
    await expect(chat.getByRole('link', { name: 'Buy Flex Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
    expect(chatRequests).toHaveLength(1);
    // The message alone: the server answers from the conversation it stored.
    const sent = JSON.parse(chatRequests[0]!) as Record<string, unknown>;
    expect(sent).toMatchObject({ message: 'What should I train today?' });
    expect(sent).not.toHaveProperty('conversationHistory');
  });

  test('/flex: the copy button shows Copied for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: E2E_BASE_URL,
    });
    const member = await registerViaApi(page.request);
    await page.goto('/flex');
    await expect(page.getByText(GREETING(member.firstName))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Flex' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('0 Flex Credits');

    await page.getByRole('button', { name: 'Copy message' }).first().click();
    const copied = page.getByRole('button', { name: 'Copied' });
    await expect(copied).toBeVisible();
    await expect(copied).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      GREETING(member.firstName),
    );
    await expect(copied).toHaveCount(0, { timeout: 4000 });
    await expect(page.getByRole('button', { name: 'Copy message' })).toHaveCount(1);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
  });

  test('the greeting appears exactly once on /flex, also after leaving and coming back', async ({
    page,
  }) => {
    const member = await registerViaApi(page.request, { firstName: 'Robin' });
    const greeting = page.getByText(GREETING(member.firstName));
    await page.goto('/flex');
    await expect(greeting).toHaveCount(1);
    // After the tier and the conversation have loaded and settled: still one.
    await expect(page.getByLabel('Message Flex')).toBeEnabled();
    await page.waitForTimeout(500);
    await expect(greeting).toHaveCount(1);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('link', { name: 'Full-screen chat' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/flex`);
    await expect(greeting).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(greeting).toHaveCount(1);
    await page.reload();
    await expect(greeting).toHaveCount(1);
  });

  test('a paid member: a gold star, Ask Flex, and answers from the coach that keep coming back', async ({
    page,
  }) => {
    await registerViaApi(page.request, { firstName: 'Kai' });
    await page.goto('/dashboard');
    await upgradeFromPage(page, 'pro');
    await page.reload();

    const bubble = page.getByRole('button', { name: 'Open Flex chat (Ask Flex, Pro plan)' });
    await expect(bubble).toBeVisible();
    await expect(bubble.locator('[data-badge="star"]')).toBeVisible();
    const chat = await openBubble(page);
    await expect(chat.getByRole('heading', { name: 'Ask Flex' })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Motivate' })).toHaveCount(0);

    await chat.getByLabel('Message Flex').fill('How do I do push-ups?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    const answer = chat.locator('[data-message-type="flex"]').nth(1);
    await expect(answer).toBeVisible();
    await expect(answer).not.toContainText("Sorry, I'm having trouble connecting");
    await expect(answer).not.toContainText('Oops!');
    const answerText = (await answer.textContent())!.replace(/^Flex:/, '').slice(0, 40);

    // Minimise keeps the conversation; the full-screen chat restores it from the server.
    await chat.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(chat).toBeHidden();
    await page.getByRole('button', { name: /^Open Flex chat/ }).click();
    await expect(page.getByRole('dialog').getByText('How do I do push-ups?')).toBeVisible();
    await page.getByRole('link', { name: 'Open full-screen chat' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/flex`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ask Flex' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversation with Flex' });
    await expect(log.getByText('How do I do push-ups?')).toBeVisible();
    await expect(log).toContainText(answerText);
    // No bubble on the full-screen chat.
    await expect(page.getByRole('button', { name: /Flex chat/ })).toHaveCount(0);
  });

  test('a paid member asks in their own words: a physio note read back, a symptom answered first, a workout with their equipment', async ({
    page,
  }) => {
    await registerViaApi(page.request, { firstName: 'Noa' });
    await page.goto('/dashboard');
    await upgradeFromPage(page, 'pro');
    const note = await page.request.post(`${E2E_BASE_URL}/api/notes`, {
      data: {
        title: 'Physio plan',
        content: 'Face pulls before every upper-body session. No overhead pressing until March.',
      },
    });
    expect(note.status()).toBe(201);
    await page.goto('/flex');
    const log = page.getByRole('log', { name: 'Conversation with Flex' });
    const ask = async (message: string, index: number) => {
      await page.getByLabel('Message Flex').fill(message);
      await page.getByRole('button', { name: 'Send message' }).click();
      const answer = log.locator('[data-message-type="flex"]').nth(index);
      await expect(answer).toBeVisible();
      return answer;
    };

    // The word "physio" does not turn a question about a note into a medical refusal.
    const told = await ask('What did my physio tell me to do before upper body sessions?', 1);
    await expect(told).toContainText('Face pulls before every upper-body session');
    await expect(told).not.toContainText('question for your doctor');
    // A symptom in the question: safety first, then the note.
    const hurts = await ask('My shoulder hurts, what did my physio note say?', 2);
    await expect(hurts).toContainText('See a professional');
    await expect(hurts).toContainText('No overhead pressing until March');
    // An action with a constraint: the workout, not the equipment list.
    const workout = await ask('Give me a workout I can do with my equipment', 3);
    await expect(workout).toContainText('Start it at /workout');
    await expect(workout.locator('ol li').first()).toBeVisible();
    await expect(workout).not.toContainText('Your equipment:');
  });

  test('on a 375 px phone the bubble stays clear of the workout controls; Flex coaches the session', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerViaApi(page.request);
    await generateWorkout(page);
    const coach = page.getByRole('log', { name: "Flex's coaching" });
    await expect(coach.getByText(/^Up now: /)).toBeVisible();
    await expect(coach.getByText(/^How to do /)).toBeVisible();

    const bubble = page.getByRole('button', { name: /^Open Flex chat/ });
    await expect(bubble).toBeVisible();
    const box = (await bubble.boundingBox())!;
    for (const name of ['Start', 'Complete Set', 'Skip Exercise']) {
      const control = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      const overlaps =
        box.x < control.x + control.width &&
        control.x < box.x + box.width &&
        box.y < control.y + control.height &&
        control.y < box.y + box.height;
      expect(overlaps, `the bubble covers ${name}`).toBe(false);
    }

    await page.getByRole('button', { name: 'Hide Flex' }).click();
    await expect(coach).toBeHidden();
    await page.getByRole('button', { name: 'Show Flex' }).click();
    await expect(coach).toBeVisible();
  });
});
