import { describe, expect, it } from 'vitest';
import { NAME_SLOT } from '#common/page-shell.ts';
import { ROUTES } from '#common/routes.ts';
import { resetSessionForTests } from '#web/lib/session.ts';
import { renderBootShells } from './prerender-shells.tsx';

describe('the page tops the build renders for the server', () => {
  it('renders the dashboard top with the site header and the name slot in the heading', () => {
    const { '/dashboard': dashboard } = renderBootShells();
    resetSessionForTests();
    expect(dashboard).toBeDefined();
    const parse = (markup: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      return holder;
    };
    const member = parse(dashboard!.member);
    expect(member.querySelector('h1')?.textContent).toBe(`Welcome back, ${NAME_SLOT}!`);
    // The slot appears once: the server fills exactly that place.
    expect(dashboard!.member.split(NAME_SLOT)).toHaveLength(2);
    const links = [...member.querySelectorAll('header nav[aria-label="Main"] a')];
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Dashboard', 'Affiliate', 'Account']),
    );
    expect(links.map((a) => a.textContent)).not.toContain('Admin');
    expect(member.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/dashboard');
    expect(member.querySelector('main#main')).not.toBeNull();
    // Nothing that needs more than the session: no plan, no figures, no script.
    expect(dashboard!.member).not.toMatch(/Upgrade|Credits|<script/);

    // A public page also has a visitor's version: the same heading, the signed-out header.
    const { '/blog': blog } = renderBootShells();
    resetSessionForTests();
    const guest = parse(blog!.visitor!);
    expect(guest.querySelector('h1')?.textContent).toBe('Training, nutrition and wellness');
    expect([...guest.querySelectorAll('header a')].map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Sign In', 'Get Started']),
    );
    expect(parse(blog!.member).querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(dashboard!.visitor).toBeUndefined();

    const admin = parse(dashboard!.admin);
    expect([...admin.querySelectorAll('header nav a')].map((a) => a.textContent)).toContain(
      'Admin',
    );
  });

  it('renders a top for exactly the routes the table marks as painted', () => {
    const shells = renderBootShells();
    resetSessionForTests();
    const painted = ROUTES.filter((route) => route.painted);
    expect(Object.keys(shells).sort()).toEqual(painted.map((route) => route.path).sort());
    for (const route of painted) {
      expect(shells[route.path]!.visitor !== undefined).toBe(
        route.painted === 'member-and-visitor',
      );
    }
  });
});
