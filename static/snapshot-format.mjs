// The start-up snapshot as kept on this device: Python's memory with its zero pages left out (about
// half of it), so that reading it back at a start is a copy, not an unzip (gunzipping the 31 MB took
// 0.2 s here, on the start's critical path), and with a checksum, since nothing else would notice a
// damaged one before Python ran on it.
//
// Layout: "PVS1", the memory's size, the count of pages kept and the checksum (four little-endian
// 32-bit words); then a bitmap of the pages kept, padded to whole words; then those pages, in order.
const MAGIC = 0x31535650; // "PVS1", little-endian
const PAGE = 4096;
const HEAD = 16;
const MAX_SIZE = 1 << 30; // a wasm32 Python's memory is far below this: a bigger size is damage

const mapBytes = (pages) => Math.ceil(pages / 32) * 4;

/** A Fletcher-style sum of 32-bit words: any changed, lost or moved word changes it. `bytes` starts
 *  on a word boundary and is a whole number of words long. */
export function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let a = 1;
  let b = 0;
  for (let i = 0; i < words.length; i++) {
    a = (a + words[i]) >>> 0;
    b = (b + a) >>> 0;
  }
  return (b ^ ((a << 16) | (a >>> 16))) >>> 0;
}

/** Python's memory (a Uint8Array) packed as above. */
export function pack(memory) {
  const pages = Math.ceil(memory.length / PAGE);
  const padded = new Uint8Array(pages * PAGE); // word-aligned, and the last page whole
  padded.set(memory);
  const words = new Uint32Array(padded.buffer);
  const kept = [];
  for (let i = 0; i < pages; i++) {
    if (words.subarray(i * (PAGE / 4), (i + 1) * (PAGE / 4)).some((w) => w !== 0)) kept.push(i);
  }
  const map = mapBytes(pages);
  const out = new Uint8Array(HEAD + map + kept.length * PAGE);
  kept.forEach((page, n) => {
    out[HEAD + (page >> 3)] |= 1 << (page & 7);
    out.set(padded.subarray(page * PAGE, (page + 1) * PAGE), HEAD + map + n * PAGE);
  });
  const head = new DataView(out.buffer);
  head.setUint32(0, MAGIC, true);
  head.setUint32(4, memory.length, true);
  head.setUint32(8, kept.length, true);
  head.setUint32(12, checksum(out.subarray(HEAD)), true);
  return out;
}

/** The memory back from what pack() made (an ArrayBuffer), or an Error saying what is wrong with
 *  it: cut short, not ours, or damaged. Linear in its size. */
export function unpack(buffer) {
  if (buffer.byteLength < HEAD) throw new Error(`cut short: ${buffer.byteLength} bytes`);
  const head = new DataView(buffer);
  if (head.getUint32(0, true) !== MAGIC) throw new Error("not a Pavilion snapshot");
  const size = head.getUint32(4, true);
  const kept = head.getUint32(8, true);
  const pages = Math.ceil(size / PAGE);
  if (size > MAX_SIZE || kept > pages) throw new Error(`damaged: a memory of ${size} bytes, ${kept} pages kept`);
  const map = mapBytes(pages);
  if (buffer.byteLength !== HEAD + map + kept * PAGE) {
    throw new Error(`cut short or overlong: ${buffer.byteLength} bytes where ${HEAD + map + kept * PAGE} were written`);
  }
  const body = new Uint8Array(buffer, HEAD);
  if (checksum(body) !== head.getUint32(12, true)) throw new Error("damaged: its checksum does not match");
  const memory = new Uint8Array(size);
  let n = 0;
  for (let page = 0; page < pages; page++) {
    if (!(body[page >> 3] & (1 << (page & 7)))) continue;
    if (n === kept) throw new Error("damaged: its page map lists more pages than it holds");
    const at = map + n * PAGE;
    memory.set(body.subarray(at, at + Math.min(PAGE, size - page * PAGE)), page * PAGE);
    n += 1;
  }
  if (n !== kept) throw new Error("damaged: its page map lists fewer pages than it holds");
  return memory;
}
