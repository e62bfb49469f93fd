import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CONFETTI_DURATION_MS, CONFETTI_PARTICLES } from '../kitConstants';
import { prefersReducedMotion } from '../motion/prefersReducedMotion';
import { createParticles, moveParticle, type Particle } from './confettiParticles';

export interface ConfettiProps {
  particles?: number;
  durationMs?: number;
}

/** Covers its positioned parent without catching a click. */
const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

const draw = (context: CanvasRenderingContext2D, pieces: readonly Particle[], opacity: number): void => {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  context.globalAlpha = opacity;
  for (const piece of pieces) {
    context.save();
    context.translate(piece.x, piece.y);
    context.rotate(piece.rotation);
    context.fillStyle = piece.color;
    context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
    context.restore();
  }
};

/**
 * A short burst of confetti (SPEC §9: 100 pieces, 2200 ms) drawn on a canvas, fading out over its last
 * quarter; nothing at all for someone who asks for reduced motion. Decoration only: hidden from assistive tech.
 */
export const Confetti = ({
  particles = CONFETTI_PARTICLES,
  durationMs = CONFETTI_DURATION_MS,
}: ConfettiProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [running, setRunning] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!running || !element || !context) return;
    const scale = window.devicePixelRatio || 1;
    element.width = element.clientWidth * scale;
    element.height = element.clientHeight * scale;
    context.scale(scale, scale);
    let pieces = createParticles(particles, element.clientWidth, element.clientHeight);
    let start: number | undefined;
    let last = 0;
    let frame = 0;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      if (elapsed >= durationMs) {
        setRunning(false);
        return;
      }
      pieces = pieces.map((piece) => moveParticle(piece, (elapsed - last) / 1000));
      last = elapsed;
      draw(context, pieces, Math.min(1, (durationMs - elapsed) / (durationMs / 4)));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, particles, durationMs]);

  return running ? <Canvas ref={canvas} aria-hidden="true" data-testid="confetti" /> : null;
};
