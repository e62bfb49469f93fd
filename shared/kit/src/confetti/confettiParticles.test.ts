import { createParticles, moveParticle } from './confettiParticles';

describe('confetti particles', () => {
  it('throws the asked number of pieces upwards from the top middle', () => {
    const pieces = createParticles(100, 400, 300);
    expect(pieces).toHaveLength(100);
    for (const piece of pieces) {
      expect(piece.x).toBeGreaterThanOrEqual(140);
      expect(piece.x).toBeLessThanOrEqual(260);
      expect(piece.vy).toBeLessThan(0);
    }
  });

  it('moves a piece by its speed and lets gravity pull it down', () => {
    const [piece] = createParticles(1, 400, 300, () => 0.5);
    if (!piece) throw new Error('one piece');
    const later = moveParticle(piece, 0.5);
    expect(later.x).toBe(piece.x + piece.vx * 0.5);
    expect(later.y).toBe(piece.y + piece.vy * 0.5);
    expect(later.vy).toBeGreaterThan(piece.vy);
  });
});
