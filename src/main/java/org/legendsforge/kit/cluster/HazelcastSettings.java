package org.legendsforge.kit.cluster;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import java.util.List;

/**
 * Hazelcast set up the way forge uses it: joined only by the addresses given (no multicast, no
 * cloud discovery), bound to one interface, silent (forge prints what matters), no phone-home,
 * members dropped within seconds of going silent, and only {@link RangeTask} deserialized from Java
 * serialization.
 */
final class HazelcastSettings {
  static final String EXECUTOR = "forge-ranges";
  static final String SHARED = "forge-shared";

  /** Games played so far of each range in flight, by the task's progress key. */
  static final String PROGRESS = "forge-progress";

  static final String VERSION = "forge.version";

  private HazelcastSettings() {}

  static Config member(
      ClusterSecret secret, String version, String bind, int port, List<String> join) {
    Config c = new Config();
    c.setClusterName(secret.clusterName());
    quiet(c.getProperties());
    c.setProperty("hazelcast.socket.bind.any", "false");
    c.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
    c.setProperty("hazelcast.heartbeat.interval.seconds", "1");
    c.setProperty("hazelcast.wait.seconds.before.join", "1");
    c.setProperty("hazelcast.health.monitoring.level", "OFF");
    c.getNetworkConfig().setPort(port).setPortAutoIncrement(false);
    c.getNetworkConfig().getInterfaces().setEnabled(true).addInterface(bind);
    JoinConfig j = c.getNetworkConfig().getJoin();
    j.getMulticastConfig().setEnabled(false);
    j.getAutoDetectionConfig().setEnabled(false);
    j.getTcpIpConfig().setEnabled(true).addMember(bind + ":" + port);
    join.forEach(a -> j.getTcpIpConfig().addMember(a));
    c.getMemberAttributeConfig().setAttribute(VERSION, version);
    // one range at a time: a range plays on every thread the worker was given
    c.getExecutorConfig(EXECUTOR).setPoolSize(1);
    c.getSerializationConfig().setJavaSerializationFilterConfig(filter());
    return c;
  }

  static ClientConfig client(ClusterSecret secret, List<String> addresses) {
    ClientConfig c = new ClientConfig();
    c.setClusterName(secret.clusterName());
    quiet(c.getProperties());
    c.setProperty("hazelcast.client.heartbeat.interval", "1000");
    c.setProperty("hazelcast.client.heartbeat.timeout", "10000");
    c.getNetworkConfig().setAddresses(List.copyOf(addresses));
    c.getConnectionStrategyConfig()
        .getConnectionRetryConfig()
        .setClusterConnectTimeoutMillis(20_000);
    c.getSerializationConfig().setJavaSerializationFilterConfig(filter());
    return c;
  }

  private static void quiet(java.util.Properties p) {
    // read before any configuration is (the start-up warning about --add-opens): forge says what
    // matters itself, and the JVM options Hazelcast asks for only speed up what forge does not use
    if (System.getProperty("hazelcast.logging.type") == null) {
      System.setProperty("hazelcast.logging.type", "none");
    }
    p.setProperty("hazelcast.logging.type", "none");
    p.setProperty("hazelcast.phone.home.enabled", "false");
  }

  private static JavaSerializationFilterConfig filter() {
    JavaSerializationFilterConfig f = new JavaSerializationFilterConfig();
    f.getWhitelist().addClasses(RangeTask.class.getName());
    return f;
  }
}
