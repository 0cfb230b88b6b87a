package org.legendsforge.kit.template;

import freemarker.core.TemplateClassResolver;
import freemarker.ext.beans.ClassMemberAccessPolicy;
import freemarker.ext.beans.DefaultMemberAccessPolicy;
import freemarker.ext.beans.MemberAccessPolicy;
import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Version;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * What every FreeMarker configuration of forge allows a template: its own text, the values it is
 * given, and FreeMarker's built-ins, but no Java. {@code ?new} may instantiate no class (it could
 * otherwise run {@code freemarker.template.utility.Execute}, a shell command), {@code ?api} is off,
 * and the object wrapper hides what FreeMarker lists as unsafe (class loaders, reflection, {@code
 * Class.forName}) and, beyond that, {@code getClass()}, so no template holds a {@link Class} at
 * all. A template that tries gets an error at its line and column.
 */
public final class TemplateSandbox {
  private TemplateSandbox() {}

  /** Locks {@code config} down; call it before the first template is read. */
  public static Configuration lockDown(Configuration config, Version version) {
    config.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
    config.setAPIBuiltinEnabled(false);
    DefaultObjectWrapperBuilder wrapper = new DefaultObjectWrapperBuilder(version);
    wrapper.setMemberAccessPolicy(new NoClasses(DefaultMemberAccessPolicy.getInstance(version)));
    config.setObjectWrapper(wrapper.build());
    return config;
  }

  /** FreeMarker's default policy, with {@code getClass()} hidden too. */
  private record NoClasses(MemberAccessPolicy base) implements MemberAccessPolicy {
    @Override
    public ClassMemberAccessPolicy forClass(Class<?> c) {
      ClassMemberAccessPolicy of = base.forClass(c);
      return new ClassMemberAccessPolicy() {
        @Override
        public boolean isMethodExposed(Method m) {
          return !(m.getName().equals("getClass") && m.getParameterCount() == 0)
              && of.isMethodExposed(m);
        }

        @Override
        public boolean isConstructorExposed(Constructor<?> k) {
          return of.isConstructorExposed(k);
        }

        @Override
        public boolean isFieldExposed(Field f) {
          return of.isFieldExposed(f);
        }
      };
    }

    @Override
    public boolean isToStringAlwaysExposed() {
      return base.isToStringAlwaysExposed();
    }
  }
}
