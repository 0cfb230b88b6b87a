package org.legendsforge.kit.files;

import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;
import java.util.Locale;

/**
 * What went wrong with a file, in the words a user reads after "cannot read the file: ":
 * "permission denied", "it is a named pipe, not a file", never {@code
 * java.nio.file.AccessDeniedException: /x}. The operating system's own reason (the part after the
 * paths in a {@link FileSystemException}) is kept when it says more than the class would.
 */
public final class IoProblem {
  private IoProblem() {}

  /**
   * {@link #describe}, then the file it happened to when the exception names one: "permission
   * denied: /x/y".
   */
  public static String withPath(java.io.IOException e) {
    String what = describe(e);
    if (e instanceof FileSystemException fs
        && fs.getFile() != null
        && !what.contains(fs.getFile())) {
      return what
          + ": "
          + fs.getFile()
          + (fs.getOtherFile() == null ? "" : " (and " + fs.getOtherFile() + ")");
    }
    return what;
  }

  public static String describe(java.io.IOException e) {
    if (e instanceof InputRefusedException refused) {
      return "it " + refused.refusal().problem();
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "it does not exist";
    }
    if (e instanceof NotDirectoryException) {
      return "it is not a folder";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "something else already has its name";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "the folder is not empty";
    }
    if (e instanceof FileSystemLoopException) {
      return "its links lead in a circle";
    }
    if (e instanceof NotLinkException) {
      return "it is not a link";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason().toLowerCase(Locale.ROOT);
    }
    if (e instanceof java.nio.charset.CharacterCodingException) {
      return "it is not UTF-8 text";
    }
    String m = e.getMessage();
    return m == null || m.isBlank() || m.contains("Exception")
        ? "the system could not read or write it"
        : m;
  }
}
