import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerMember, type TestContext, uniqueIp } from '../../test/helpers.ts';
import { startSmtpStub } from '../../test/smtp-stub.ts';

let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'FlexCoach <hello@flexcoach.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP mail adapter', () => {
  it('reports mail as configured, so the UI hides the "not configured" note', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ mailConfigured: true });
  });

  it('delivers the reset link over SMTP', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    // Delivery runs after the answer (a slow mail server must not reveal which addresses exist).
    await vi.waitFor(() =>
      expect(smtp.mails.some((m) => m.to.some((to) => to.includes(member.email)))).toBe(true),
    );
    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(member.email)));
    expect(mail).toBeDefined();
    expect(mail!.from).toContain('hello@flexcoach.test');
    expect(mail!.data).toContain('Subject: Reset your FlexCoach password');
    expect(mail!.data.replace(/=\r?\n/g, '')).toMatch(/reset-password\?token=3D[A-Za-z0-9_-]+/);
  });
});
