/** Writes bit fields most significant bit first, as FLAC and MPEG headers are laid out. */
export class BitWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0; // whole bytes written
  private current = 0; // bits waiting for a byte
  private pending = 0; // how many

  /** `bits` (at most 32) low bits of `value`. */
  write(value: number, bits: number) {
    for (let shift = bits - 1; shift >= 0; shift--) this.bit(Math.floor(value / 2 ** shift) & 1);
  }

  /** `count` zero bits and a one: a Rice code's quotient. */
  unary(count: number) {
    for (let i = 0; i < count; i++) this.bit(0);
    this.bit(1);
  }

  bit(bit: number) {
    this.current = (this.current << 1) | bit;
    if (++this.pending === 8) this.flushByte();
  }

  /** Zero bits up to the next byte boundary. */
  align() {
    while (this.pending !== 0) this.bit(0);
  }

  bytesAppend(bytes: Uint8Array) {
    if (this.pending !== 0) throw new Error('not byte aligned');
    for (const byte of bytes) {
      this.current = byte;
      this.flushByte();
    }
  }

  /** Where the next whole byte goes (aligned writers only). */
  get byteLength() {
    return this.length;
  }

  /** The bytes written so far (aligned). */
  view(from = 0, to = this.length): Uint8Array {
    return this.bytes.subarray(from, to);
  }

  private flushByte() {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = this.current & 0xff;
    this.current = 0;
    this.pending = 0;
  }
}
