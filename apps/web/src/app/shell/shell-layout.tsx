import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../platform/session-context';
import { useSite } from '../../platform/site-context';
import { useNamespaces } from '../../platform/use-namespaces';
import { AfterFirstPaint } from '../../ui/after-first-paint';
import { PageLoader } from '../../ui/page-loader';
import { labelNamespaces, menuEntries } from './menu-entries';
import { PageShownMarker, Preloader, usePageShownFlag } from './preloader';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SIDE_MENU_ID, TopBar } from './top-bar';
import { useSidebarMode } from './use-sidebar-mode';

// Mantine's `sm` breakpoint: below it the side menu becomes a burger menu.
const PHONE_QUERY = '(max-width: 48em)';

/**
 * The signed-in layout: top bar, side menu by role, the page, and the site's footer. `children`
 * replaces the routed page (the guard's "Not Found" for a signed-in user).
 */
export default function ShellLayout({ children }: { children?: ReactNode }) {
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const [mode, toggleMode] = useSidebarMode();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  // On phones the menu opens full width, so it always shows labels.
  const condensed = mode === 'condensed' && !isPhone;

  // On a phone the open menu covers the page: Escape closes it and gives the focus back to the burger,
  // and the page under it is inert, so Tab stays in what can be seen. Closed, the menu is off screen
  // and inert itself: Tab never walks through its links before reaching the page.
  const burger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLElement>(null);
  const { t } = useTranslation('shell');
  const covering = isPhone && menuOpened;

  // A page chosen in the menu: the menu closes, and on a phone (where the chosen link is now off
  // screen and inert) the focus goes to the new page's content.
  // (Once the page is no longer inert under the menu: focus cannot go into an inert part.)
  const wasCovering = useRef(covering);
  wasCovering.current = covering;
  const [focusPage, setFocusPage] = useState(false);
  useEffect(() => {
    if (wasCovering.current) setFocusPage(true);
    closeMenu();
  }, [pathname, closeMenu]);
  useEffect(() => {
    if (!focusPage || covering) return;
    setFocusPage(false);
    content.current?.focus();
  }, [focusPage, covering]);
  useEffect(() => {
    if (!covering) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      burger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [covering, closeMenu]);

  // Some features label their entries from their own catalogs (the admin's group): the menu waits
  // for them rather than show keys.
  const { user } = useSession();
  const site = useSite();
  const labels = useMemo(() => labelNamespaces(menuEntries(user.role, site)), [user.role, site]);
  const labelsReady = useNamespaces(labels);
  const pageShown = usePageShownFlag();
  if (!labelsReady) return <PageLoader fullHeight />;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: condensed ? 76 : 260, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      {/* The first stop of Tab on every page: past the top bar and the menu, straight to the page. */}
      <a href="#page-content" className="skip-link" onClick={(event) => (event.preventDefault(), content.current?.focus())}>
        {t('skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar menuOpened={menuOpened} onToggleMenu={toggleMenu} burgerRef={burger} />
      </AppShell.Header>
      <AppShell.Navbar id={SIDE_MENU_ID} inert={isPhone && !menuOpened}>
        {/* The menu and the footer are not what the first paint is for (the preloader hides the
            layout then, and on phones the menu is off screen): they render just after it, so the
            page's own content is painted first. The navbar keeps its width meanwhile. */}
        <AfterFirstPaint>
          <SideMenu condensed={condensed} canCondense={!isPhone} onToggleCondensed={toggleMode} />
        </AfterFirstPaint>
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }} inert={covering}>
        {/* At least a screen high, so the footer starts below the fold: a footer in view that the page's
            data then pushes down is a layout shift (Lighthouse counted 0.10 on the order page). */}
        <Box component="section" id="page-content" ref={content} tabIndex={-1} style={{ flex: 1, minHeight: 'calc(100dvh - var(--app-shell-header-offset, 0rem))', outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            {children ?? <Outlet />}
            <PageShownMarker flag={pageShown} />
          </Suspense>
        </Box>
        <AfterFirstPaint>
          <SiteFooter />
        </AfterFirstPaint>
      </AppShell.Main>
      <Preloader pageShownFlag={pageShown} />
    </AppShell>
  );
}
