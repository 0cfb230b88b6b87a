package org.legendsforge.kit.cluster;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The designer's shared secret. Hazelcast's open edition authenticates nobody, so the secret does
 * two jobs on top of it: it names the cluster (a member with another secret forms a cluster of its
 * own and never meets this one), and it signs every task and every result with HMAC-SHA256, which a
 * member checks before it plays a game and the playtest checks before it merges a tally. The secret
 * itself never travels.
 */
public final class ClusterSecret {
  /** Shorter secrets are refused: the cluster name derived from one is sent in clear. */
  public static final int MIN_LENGTH = 16;

  private final SecretKeySpec key;

  private ClusterSecret(String secret) {
    this.key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
  }

  /** The secret, or why it is refused. */
  public static ClusterSecret of(String secret) {
    if (secret == null || secret.strip().length() < MIN_LENGTH) {
      throw new IllegalArgumentException(
          "the cluster secret must be at least " + MIN_LENGTH + " characters");
    }
    return new ClusterSecret(secret.strip());
  }

  /** The Hazelcast cluster name of this secret: members with the same secret find each other. */
  public String clusterName() {
    return "forge-" + HexFormat.of().formatHex(sign(bytes("forge cluster name"))).substring(0, 24);
  }

  /** The signature of {@code parts}, each length-prefixed so no two lists sign alike. */
  public byte[] sign(byte[]... parts) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      for (byte[] p : parts) {
        mac.update(ByteBuffer.allocate(4).putInt(p.length).array());
        mac.update(p);
      }
      return mac.doFinal();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
    }
  }

  /** Whether {@code signature} is this secret's signature of {@code parts}. */
  public boolean signed(byte[] signature, byte[]... parts) {
    return signature != null && MessageDigest.isEqual(signature, sign(parts));
  }

  static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static byte[] bytes(long n) {
    return ByteBuffer.allocate(8).putLong(n).array();
  }
}
