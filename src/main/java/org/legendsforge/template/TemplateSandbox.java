package org.legendsforge.template;

import freemarker.core.TemplateClassResolver;
import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Version;

/**
 * What every FreeMarker configuration of forge allows a template: its own text, the values it is
 * given, and FreeMarker's built-ins, but no Java. {@code ?new} may instantiate no class (it could
 * otherwise run {@code freemarker.template.utility.Execute}, a shell command), {@code ?api} is off,
 * and the object wrapper hides the members FreeMarker lists as unsafe ({@code getClass}, class
 * loaders, reflection). A template that tries fails with its line and column.
 */
public final class TemplateSandbox {
  private TemplateSandbox() {}

  /** Locks {@code config} down; call it before the first template is read. */
  public static Configuration lockDown(Configuration config, Version version) {
    config.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
    config.setAPIBuiltinEnabled(false);
    config.setObjectWrapper(new DefaultObjectWrapperBuilder(version).build());
    return config;
  }
}
