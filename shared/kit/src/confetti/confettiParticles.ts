import { tokens } from '../theme/tokens';

/** One paper piece: position and speed in CSS pixels and pixels per second, rotation in radians. */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  rotation: number;
  spin: number;
  color: string;
}

const COLORS = [tokens.colors.primary, tokens.colors.success, tokens.colors.focus, '#e0457b', '#f5c400'];
const GRAVITY = 900;

/** Pieces thrown up and outwards from the top middle of the area, so they rain over all of it. */
export const createParticles = (
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] =>
  Array.from({ length: count }, (_, index) => ({
    x: width / 2 + (random() - 0.5) * width * 0.3,
    y: height * 0.25,
    vx: (random() - 0.5) * width * 1.2,
    vy: -(0.4 + random() * 0.8) * height,
    size: 6 + random() * 6,
    rotation: random() * Math.PI,
    spin: (random() - 0.5) * 12,
    color: COLORS[index % COLORS.length] ?? tokens.colors.primary,
  }));

/** Where a piece is after `seconds` more of flight. */
export const moveParticle = (particle: Particle, seconds: number): Particle => ({
  ...particle,
  x: particle.x + particle.vx * seconds,
  y: particle.y + particle.vy * seconds,
  vy: particle.vy + GRAVITY * seconds,
  rotation: particle.rotation + particle.spin * seconds,
});
