import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanResult } from './qr';

type Scanner = typeof import('./qr');

export type CameraError = 'cameraDenied' | 'cameraUnavailable';
type Phase = 'off' | 'starting' | 'on';

/** A frame every this many ms: fast enough to feel instant, light enough for a front-desk phone. */
export const FRAME_INTERVAL_MS = 200;

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The back camera in a <video>, its frames drawn into a canvas and read by jsQR until an e-card
 * shows. `onCard` gets the first e-card; another QR code is reported once and scanning goes on.
 */
export function useQrCamera(onCard: (result: Extract<ScanResult, { kind: 'card' }>) => void, onOtherQr: () => void) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  // jsQR is loaded with the camera, not with the page (routes.tsx: the entry chunk stays small).
  const scanner = useRef<Scanner | null>(null);
  const [phase, setPhase] = useState<Phase>('off');
  const [error, setError] = useState<CameraError | null>(null);
  const handlers = useRef({ onCard, onOtherQr });
  handlers.current = { onCard, onOtherQr };

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setPhase('off');
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!hasCamera()) {
      setError('cameraUnavailable');
      return;
    }
    setPhase('starting');
    try {
      scanner.current ??= await import('./qr');
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (failure) {
      setPhase('off');
      const name = failure instanceof Error || failure instanceof DOMException ? failure.name : '';
      setError(name === 'NotAllowedError' || name === 'SecurityError' ? 'cameraDenied' : 'cameraUnavailable');
      return;
    }
    if (video.current) {
      video.current.srcObject = stream.current;
      // Autoplay rules: muted, inline; a refused play() leaves the frame loop waiting, harmlessly.
      void Promise.resolve(video.current.play()).catch(() => undefined);
    }
    setPhase('on');
  }, []);

  useEffect(() => {
    if (phase !== 'on') return undefined;
    let toldOther = false;
    const timer = window.setInterval(() => {
      const qr = scanner.current;
      if (!video.current || !qr) return;
      canvas.current ??= document.createElement('canvas');
      const pixels = qr.grabFrame(video.current, canvas.current);
      if (!pixels) return;
      const result = qr.scanPixels(pixels, false);
      if (result.kind === 'card') {
        stop();
        handlers.current.onCard(result);
      } else if (result.kind === 'notEcard' && !toldOther) {
        toldOther = true;
        handlers.current.onOtherQr();
      }
    }, FRAME_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [phase, stop]);

  // Leaving the page turns the camera off (its light goes out).
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  return { video, phase, error, start, stop };
}
