// The comparison page for scripts/bench/bench-load.mjs: one interactive board
// built on chessground (board) and chessops (legal moves), the usual way.
import { Chessground } from 'chessground';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { chessgroundDests } from 'chessops/compat';
import { parseSquare } from 'chessops/util';

const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
const element = document.getElementById('board');
const ground = Chessground(element, {
  fen: makeFen(pos.toSetup()),
  movable: {
    free: false,
    color: 'white',
    dests: chessgroundDests(pos),
    events: {
      after: (orig, dest) => {
        pos.play({ from: parseSquare(orig), to: parseSquare(dest) });
        ground.set({ fen: makeFen(pos.toSetup()), turnColor: pos.turn, movable: { color: pos.turn, dests: chessgroundDests(pos) } });
      },
    },
  },
});
document.body.dataset.ready = '1';
