import { useTexts } from '@fleetkit/react-widgets';
import { ACCOUNT_FLOW_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { encode } from 'uqr';

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * A TOTP key to add to an authenticator app: its QR code (an `otpauth://` address with the account's
 * email) and the key written out for apps without a camera.
 */
export function AuthenticatorKey({ secret, account }: { secret: string; account: string }) {
  const address = `otpauth://totp/${encodeURIComponent(`Fleetkit:${account}`)}?secret=${secret}&issuer=Fleetkit`;
  const qr = encode(address, { border: 2 });
  const texts = useTexts(ACCOUNT_FLOW_TEXTS);
  const cells: string[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return (
    <div className="fleet-portal-authenticator">
      <svg
        className="fleet-portal-authenticator__qr"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={texts.authenticatorQr}
        data-otpauth={address}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={cells.join('')} fill="#000" />
      </svg>
      <p className="fleet-portal-authenticator__key">
        {texts.authenticatorKey} <code className="fleet-portal-authenticator__secret">{grouped(secret)}</code>
      </p>
    </div>
  );
}
