import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES } from '@fleetkit/sdk-core';
import { SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fleetClient } from '../fleetClient';
import { errorMessage } from '../ui/errorMessage';
import { LoadingScreen } from '../ui/LoadingScreen';
import { notify } from '../ui/notify';
import { portalTexts } from './PortalLanguage';

/**
 * `/short/{code}` (SPEC §2, §8): resolves a share link and opens the url it stands for; a failure shows
 * the server's message (or 'Failed to resolve share link') and goes to `/`.
 */
export function ShortLinkPage() {
  const { code } = useParams();
  const navigate = useNavigate();
  const resolving = useRef<string | null>(null);

  const texts = useTexts(SHELL_TEXTS);
  useEffect(() => {
    if (!code) {
      navigate('/', { replace: true });
      return;
    }
    if (resolving.current === code) return;
    resolving.current = code;
    fleetClient.vehicles.resolveShort(code).then(
      ({ url }) => {
        notify.success(portalTexts(MESSAGES).shareResolved);
        const target = new URL(url, window.location.origin);
        if (target.origin === window.location.origin) {
          navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
        } else {
          window.location.assign(target.href);
        }
      },
      (error: unknown) => {
        notify.error(errorMessage(error, portalTexts(MESSAGES).shareResolveFailed));
        navigate('/', { replace: true });
      },
    );
  }, [code, navigate]);

  return <LoadingScreen label={texts.openingSharedVehicle} />;
}
