package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponType;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.testing.ShippedData;

/**
 * Every weapon says what it is (its kind picks its icon); a kind the game does not know is named.
 */
class WeaponKindTest {
  @TempDir Path work;

  private LoadResult load(Path data) {
    return new CardDataLoader(work).load(data);
  }

  @Test
  void everyShippedWeaponHasItsOwnKind() {
    Catalog c = load(ShippedData.folder()).catalog().orElseThrow();
    List<Weapon> weapons =
        Stream.concat(c.startingWeapons().stream(), c.itemWeapons().stream()).toList();
    assertThat(weapons).extracting(Weapon::id).contains("barbed-net", "pilgrims-staff");
    assertThat(c.itemWeapons().stream().filter(w -> w.id().equals("alchemists-flasks")))
        .extracting(Weapon::type)
        .containsExactly(WeaponType.FLASK);
    assertThat(c.itemWeapons().stream().filter(w -> w.id().equals("barbed-net")))
        .extracting(Weapon::type)
        .containsExactly(WeaponType.NET);
    assertThat(c.startingWeapons().stream().filter(w -> w.id().equals("pilgrims-staff")))
        .extracting(Weapon::type)
        .containsExactly(WeaponType.STAFF);
    assertThat(c.startingWeapons().stream().filter(w -> w.id().equals("burning-torch")))
        .extracting(Weapon::type)
        .containsExactly(WeaponType.TORCH);
  }

  @Test
  void anUnknownKindIsReportedAtItsLineWithTheWordMeant() {
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(data, "weapons/items.yaml", "    kind: flask\n", "    kind: flsak\n");
    LoadResult r = load(data);
    String shown = new DiagnosticFormatter().format(r.diagnostics());
    assertThat(r.catalog()).isEmpty();
    assertThat(shown)
        .contains("weapons/items.yaml:")
        .contains("error[unknown-word]: \"flsak\" is not a valid kind")
        .contains("did you mean \"flask\"?");
  }

  @Test
  void aWeaponWithoutAKindIsAnErrorThatListsTheKinds() {
    Path data = ShippedData.copyInto(work);
    ShippedData.edit(data, "weapons/starting.yaml", "    kind: torch\n", "");
    String shown = new DiagnosticFormatter().format(load(data).diagnostics());
    assertThat(shown)
        .contains("weapons/starting.yaml:")
        .contains("kind")
        .contains("blade, axe, spear, staff, maul, flail, scythe, whip, bow, crossbow, sling");
  }
}
