package org.legendsforge.cli;
public final class Forge { public static void main(String[] a) { System.out.println("hi"); } }
