// The physical limit bench/realtime.mjs compares Campus with: a bare `ws` server (no HTTP route, no database, no
// authorisation, no subscription state) fanning frames of Campus's shape out to rooms, on the core it is pinned to.
// Each client joins its rooms with its first frame; a frame `{"run": seconds}` (from the bench's control socket) makes
// the server post into random rooms as fast as it can for that long, each frame encoded once for all its recipients,
// pausing while a client's socket has more than 64 KB waiting; it answers `{"sent": deliveries}`.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const MAX_WAITING_BYTES = 64 * 1024;
/** Room id -> its members' sockets. */
const rooms = new Map();
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const http = createServer((request, response) => response.end('ok'));
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
wss.on('connection', (socket) => {
  socket.once('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.run) return void run(socket, message.run);
    for (const room of message.rooms) {
      if (!rooms.has(room)) rooms.set(room, []);
      rooms.get(room).push(socket);
    }
    socket.send('{"type":"joined"}');
  });
});

function run(control, seconds) {
  const roomList = [...rooms.entries()];
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  let posted = 0;
  const tick = () => {
    if (performance.now() >= until) return void control.send(JSON.stringify({ sent }));
    for (let index = 0; index < 20; index += 1) {
      const [room, sockets] = roomList[Math.floor(random() * roomList.length)];
      if (sockets.some((socket) => socket.bufferedAmount > MAX_WAITING_BYTES)) continue;
      posted += 1;
      const document = {
        id: `m${posted}`,
        discussionId: room,
        date: new Date().toISOString(),
        authorId: 'bench-000000',
        text: `bare ${posted}`,
      };
      const frame = Buffer.from(JSON.stringify({ type: 'changes', id: room, changes: [{ type: 'added', document }] }));
      for (const socket of sockets) socket.send(frame);
      sent += sockets.length;
    }
    setImmediate(tick);
  };
  tick();
}

http.listen(port, '127.0.0.1');
