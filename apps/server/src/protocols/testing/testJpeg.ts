/** A JPEG-looking file of `size` bytes for photo tests: SOI marker, varied bytes, EOI marker. */
export function testJpeg(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + 7) & 0xff;
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  data.set([0xff, 0xd9], size - 2);
  return data;
}
