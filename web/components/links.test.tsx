import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '#web/lib/navigation.ts';
import { isActivePath, Link, NavLink } from './links.tsx';

describe('links before the router runs', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('a plain press navigates within the app; a press with a modifier key is left to the browser', () => {
    const navigate = vi.fn();
    restore = setNavigator(navigate);
    render(<Link to="/login">Sign In</Link>);
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('href')).toBe('/login');

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();

    expect(fireEvent.click(link)).toBe(false); // prevented: the app navigates
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a nav link is active on its own path and the paths below it, as React Router rules', () => {
    render(
      <>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/dashboard">Dashboard</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    expect(isActivePath('/blog/a-post', '/blog')).toBe(true);
    expect(isActivePath('/blog/a-post', '/blog', true)).toBe(false);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
    expect(isActivePath('/dashboard', '/')).toBe(false);
  });
});
