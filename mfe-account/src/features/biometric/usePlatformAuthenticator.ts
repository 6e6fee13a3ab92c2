import { useEffect, useState } from 'react';

/** Whether this phone can check its owner's fingerprint or face for a web page; null while asking. */
export function usePlatformAuthenticator(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let cancelled = false;
    const check = window.PublicKeyCredential?.isUserVerifyingPlatformAuthenticatorAvailable;
    void (check ? check.call(window.PublicKeyCredential).catch(() => false) : Promise.resolve(false)).then((value) => {
      if (!cancelled) setSupported(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return supported;
}
