package org.legendsforge.kit.cluster;

import java.util.Arrays;

/**
 * A blob with the secret's signature in front (32 bytes), the signature also covering {@code
 * context} (what the blob answers), so a result cannot be passed off as another range's.
 */
final class Signed {
  private static final int LENGTH = 32;

  private Signed() {}

  static byte[] wrap(ClusterSecret secret, byte[] blob, byte[]... context) {
    byte[] sig = secret.sign(parts(blob, context));
    byte[] out = Arrays.copyOf(sig, LENGTH + blob.length);
    System.arraycopy(blob, 0, out, LENGTH, blob.length);
    return out;
  }

  /** The blob, or null when its signature is not the secret's. */
  static byte[] unwrap(ClusterSecret secret, byte[] signed, byte[]... context) {
    if (signed == null || signed.length < LENGTH) {
      return null;
    }
    byte[] blob = Arrays.copyOfRange(signed, LENGTH, signed.length);
    byte[] sig = Arrays.copyOf(signed, LENGTH);
    return secret.signed(sig, parts(blob, context)) ? blob : null;
  }

  private static byte[][] parts(byte[] blob, byte[][] context) {
    byte[][] all = Arrays.copyOf(context, context.length + 1);
    all[context.length] = blob;
    return all;
  }
}
