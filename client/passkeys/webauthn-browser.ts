import { useEffect, useState } from 'react';

/**
 * @simplewebauthn/browser is loaded on demand, so it stays out of the first
 * route's bundle (DESIGN section 7 measures that bundle).
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys; false until known. */
export function useWebAuthnSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let active = true;
    loadWebAuthn()
      .then(({ browserSupportsWebAuthn }) => active && setSupported(browserSupportsWebAuthn()))
      .catch(() => active && setSupported(false));
    return () => {
      active = false;
    };
  }, []);
  return supported;
}
