package org.legendsforge.kit.diag;

/**
 * Why forge wrote nothing into an output folder. A closed list: a command chooses its exit status
 * by the kind of failure, never by the words of its message.
 */
public enum OutputFailure {
  /**
   * The folder is not empty and holds no forge marker: forge never writes over someone else's
   * files. The user named the wrong folder, a usage error.
   */
  NOT_MADE_BY_FORGE,

  /**
   * The build was asked for a variant the card data does not ship (a usage error): nothing is built
   * for the designer's rules instead.
   */
  UNKNOWN_VARIANT,

  /** The file system refused (no permission, a full disk); the last good output is unchanged. */
  CANNOT_WRITE;

  /**
   * What forge says of a folder it will not write into, naming {@code folder} as the user sees it;
   * every command says it in these words.
   */
  public static String notMadeByForge(String folder) {
    return "output folder " + folder + " is not empty and was not made by forge";
  }
}
