package org.legendsforge.kit.template;

import freemarker.cache.TemplateLoader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.legendsforge.kit.files.InputFolder;

/**
 * Finds FreeMarker templates (and what they {@code <#include>}) in one folder of templates/, read
 * through {@link InputFolder}: a template that links outside the templates folder, a pipe or a
 * device in a template's place, or a template larger than {@link #MAX_BYTES} is an error with the
 * template's name, never opened.
 */
public final class FolderTemplateLoader implements TemplateLoader {
  /** Larger than any template by far. */
  static final long MAX_BYTES = 1024 * 1024;

  private final InputFolder templates;
  private final Path dir;

  /** Templates in {@code dir}, which lies in the templates folder {@code templates}. */
  public FolderTemplateLoader(InputFolder templates, Path dir) {
    this.templates = templates;
    this.dir = dir.toAbsolutePath().normalize();
  }

  @Override
  public Object findTemplateSource(String name) throws IOException {
    Path p = dir.resolve(name).normalize();
    if (!p.startsWith(dir) || !Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
      return null;
    }
    templates.checked(p);
    return p;
  }

  @Override
  public long getLastModified(Object source) {
    try {
      return Files.getLastModifiedTime((Path) source).toMillis();
    } catch (IOException gone) {
      return -1;
    }
  }

  @Override
  public Reader getReader(Object source, String encoding) throws IOException {
    return new StringReader(
        new String(templates.read((Path) source, MAX_BYTES), Charset.forName(encoding)));
  }

  @Override
  public void closeTemplateSource(Object source) {
    // read whole in getReader: nothing stays open
  }
}
