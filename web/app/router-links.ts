import { Link, NavLink } from 'react-router';
import type { LinkComponents } from '#web/components/links.tsx';

/** React Router's links for the components that also show before the router runs. */
export const ROUTER_LINKS: LinkComponents = { Link, NavLink };
