import type { Socket } from 'node:net';
import { WebSocket } from 'ws';

/** A socket whose client does not read falls this far behind before it is dropped (it reconnects and re-snapshots). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What ws keeps of the TCP socket under a WebSocket (not in its types). */
interface WithTcpSocket {
  _socket?: Socket | null;
}

/** ws's own framing (`WebSocket.Sender`, exported by ws but not in its types). */
const { Sender } = WebSocket as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

/** One text frame: encoded and framed once, written as it is to every socket it goes to. */
export interface Frame {
  readonly text: string;
  /** The frame's bytes (header and payload), made the first time a socket can take them as they are. */
  bytes: Buffer | null;
  /**
   * Its bytes followed by another frame's, by that frame: the usual pair of a post (the message, then the discussion
   * in the list) goes to each member of the discussion, put together once.
   */
  pairs: WeakMap<Frame, Buffer> | null;
}

export const frameOf = (text: string): Frame => ({ text, bytes: null, pairs: null });

function bytesOf(frame: Frame): Buffer {
  if (!frame.bytes) {
    const payload = Buffer.from(frame.text);
    const options = { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false };
    frame.bytes = Buffer.concat(Sender.frame(payload, options));
  }
  return frame.bytes;
}

/** The bytes of a socket's frames of one tick, in one buffer: one write, without a stream's corked requests. */
function bytesOfAll(frames: readonly Frame[]): Buffer {
  const [first, second] = frames;
  if (frames.length !== 2) return frames.length === 1 ? bytesOf(first!) : Buffer.concat(frames.map(bytesOf));
  first!.pairs ??= new WeakMap();
  let bytes = first!.pairs.get(second!);
  if (!bytes) first!.pairs.set(second!, (bytes = Buffer.concat([bytesOf(first!), bytesOf(second!)])));
  return bytes;
}

/**
 * The TCP socket under an open WebSocket that sends frames as they are (no per-message deflate): the same bytes then
 * go to every recipient. Null otherwise: ws then frames (and compresses) each message itself.
 */
function plainTcpSocketOf(socket: WebSocket): Socket | null {
  if (socket.extensions !== '') return null;
  const tcp = (socket as unknown as WithTcpSocket)._socket;
  return tcp && tcp.writable ? tcp : null;
}

/**
 * Writes a socket's frames of one tick in one go (one buffer, one system call). ws writes its own frames (pings, the
 * close) straight to the same TCP socket when it does not compress, so the order holds.
 */
export function writeFrames(socket: WebSocket, frames: readonly Frame[]): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  const tcp = plainTcpSocketOf(socket);
  if (!tcp) {
    for (const frame of frames) socket.send(frame.text);
    return;
  }
  tcp.write(bytesOfAll(frames));
}
