/** The smaller of two amounts in minor units (`Math.min` does not take bigints). */
export function smallerMinor(left: bigint, right: bigint): bigint {
  return left < right ? left : right;
}
