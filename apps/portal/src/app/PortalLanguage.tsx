import { FleetLanguageProvider } from '@fleetkit/react-widgets';
import { MESSAGES } from '@fleetkit/sdk-core';
import { type Digits, isLocale, type Locale, type TextGroup, type Translator } from '@fleetkit/sdk-core/i18n';
import {
  ACCOUNT_FLOW_TEXTS,
  AUTH_TEXTS,
  SETTINGS_TEXTS,
  SHELL_TEXTS,
  UI_TEXTS,
} from '@fleetkit/sdk-core/labels/portal';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSession } from '../session/SessionContext';
import { LoadingScreen } from '../ui/LoadingScreen';
import { portalLanguage } from './portalLanguageChoice';

/** Where this browser keeps the language chosen before sign-in (the login page's picker, the settings). */
const STORED_LANGUAGE = 'fleetkit.portal.language';

function storedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(STORED_LANGUAGE);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(locale: Locale): void {
  try {
    localStorage.setItem(STORED_LANGUAGE, locale);
  } catch {
    // A browser without storage keeps the choice for this visit only.
  }
}

/** The language the portal speaks and how to change it before sign-in. */
export interface PortalLanguage {
  locale: Locale;
  digits: Digits;
  /** Keeps `locale` in this browser: the language of the sign-in pages and of users without their own. */
  chooseLocale(locale: Locale): void;
}

const ENGLISH = { key: 'en-latn', translator: null };

/**
 * The groups a language loads before the sign-in pages show in it: theirs, the loading screen's and
 * the messages the session's toasts say outside React. A signed-in user's language is loaded whole
 * before the screens show in it; a signed-out page showing another group fetches it as it shows it.
 */
const FIRST_GROUPS = [SHELL_TEXTS, AUTH_TEXTS, ACCOUNT_FLOW_TEXTS, SETTINGS_TEXTS, UI_TEXTS, MESSAGES];

/** The translator on screen, for the few texts written outside React (the session's toasts). */
let current: Translator | null = null;

/** A label group in the portal's language, for code outside the components (`useTexts` inside them). */
export function portalTexts<T extends object>(english: T): TextGroup<T> {
  return (current ? current.translate(english) : english) as TextGroup<T>;
}

const PortalLanguageContext = createContext<PortalLanguage | null>(null);

/** The portal's language; only inside {@link PortalLanguageProvider}. */
export function usePortalLanguage(): PortalLanguage {
  const value = useContext(PortalLanguageContext);
  if (!value) throw new Error('usePortalLanguage is used outside PortalLanguageProvider');
  return value;
}

/**
 * Sets the portal's language around every route: the translator is loaded (i18n and each text group
 * are chunks of their own, fetched only for a language other than English) before the screens render:
 * the sign-in pages' groups signed out, the whole language signed in, so screens never flash English.
 * A change keeps the current language on screen until the next one is ready. Also sets `<html lang>`.
 */
export function PortalLanguageProvider({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const [stored, setStored] = useState(storedLanguage);
  const attributes = state.status === 'signedIn' ? state.user.attributes : undefined;
  const { locale, digits } = portalLanguage(attributes, stored, navigator.languages ?? []);
  // Signed in, the whole language; signed out, the sign-in pages' groups only (the login page's budget).
  const whole = state.status === 'signedIn';
  const key = `${locale}-${digits}-${whole ? 'whole' : 'sign-in'}`;
  const plain = locale === 'en' && digits === 'latn';
  const [loaded, setLoaded] = useState<{ key: string; translator: Translator | null } | null>(null);

  useEffect(() => {
    if (plain) {
      setLoaded({ key, translator: null });
      return;
    }
    let active = true;
    void import('@fleetkit/sdk-core/i18n')
      .then(({ loadTranslator }) => loadTranslator(locale, { digits, parts: [] }))
      .then(async (translator) => {
        await (whole ? translator.loadAll() : translator.load(...FIRST_GROUPS));
        return translator;
      })
      .then(
        (translator) => {
          if (active) setLoaded({ key, translator });
        },
        // A language whose chunk cannot be fetched (offline, a new release) leaves the portal in
        // English rather than on the loading screen.
        () => {
          if (active) setLoaded({ key, translator: null });
        },
      );
    return () => {
      active = false;
    };
  }, [plain, key, locale, digits, whole]);

  // The language on screen: the one asked for once loaded, else the one shown before.
  const shown = plain ? ENGLISH : loaded;
  const shownLocale = shown?.translator?.locale ?? 'en';
  useEffect(() => {
    if (!shown) return;
    current = shown.translator;
    document.documentElement.lang = shownLocale;
  }, [shown, shownLocale]);

  const chooseLocale = useCallback((next: Locale) => {
    storeLanguage(next);
    setStored(next);
  }, []);
  const value = useMemo(
    () => ({ locale: shownLocale, digits: shown?.translator?.digits ?? digits, chooseLocale }),
    [shownLocale, shown, digits, chooseLocale],
  );

  // Nothing is shown before the session is first known (its user may speak another language) and
  // the first language is loaded; later session checks (a share token) keep the screens mounted.
  const started = useRef(false);
  if (!started.current && (state.status === 'loading' || !shown)) return <LoadingScreen />;
  started.current = true;
  if (!shown) return <LoadingScreen />;
  return (
    <PortalLanguageContext.Provider value={value}>
      <FleetLanguageProvider translator={shown.translator}>{children}</FleetLanguageProvider>
    </PortalLanguageContext.Provider>
  );
}
