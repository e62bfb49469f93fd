import fp from 'fastify-plugin';
import { createGameRepository, type GameRepository } from '../../game/game-repository';

declare module 'fastify' {
  interface FastifyInstance {
    game: GameRepository;
  }
}

/** The Game's rounds, display names and leaderboard, in the database the app opened. */
export default fp(
  async function game(fastify) {
    fastify.decorate(
      'game',
      createGameRepository(() => fastify.database.get()),
    );
  },
  { name: 'game', dependencies: ['database'] },
);
