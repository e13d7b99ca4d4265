import { describe, expect, it } from 'vitest';
import { addressBytes } from './address-bytes';
import { isCloudMetadataAddress, isLoopbackAddress, isPublicAddress } from './public-address';

describe('addressBytes', () => {
  it.each([
    ['127.0.0.1', [127, 0, 0, 1]],
    ['::1', [...new Array(15).fill(0), 1]],
    ['::ffff:127.0.0.1', [...new Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ['::ffff:7f00:1', [...new Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ['0:0:0:0:0:ffff:7f00:1', [...new Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ['fe80::1%eth0', [0xfe, 0x80, ...new Array(13).fill(0), 1]],
    ['2001:db8::8:800:200c:417a', [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 8, 8, 0, 0x20, 0x0c, 0x41, 0x7a]],
  ])('%s is %j', (text, bytes) => {
    expect(Array.from(addressBytes(text) ?? [])).toEqual(bytes);
  });

  it('is null for what is not an address', () => {
    expect(addressBytes('localhost')).toBeNull();
    expect(addressBytes('2130706433')).toBeNull();
  });
});

describe('isPublicAddress judges the bytes, whatever the spelling', () => {
  it.each([
    // IPv4 special ranges
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['192.0.2.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    // IPv6 own ranges
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['febf::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fd00:ec2::254', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // Teredo
    ['3fff::1', false],
    ['2606:4700:4700::1111', true],
    // IPv4 inside IPv6: mapped (dotted, hex, full), compatible, NAT64, 6to4
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['0:0:0:0:0:ffff:7f00:1', false],
    ['0000:0000:0000:0000:0000:ffff:7f00:0001', false],
    ['::ffff:a9fe:a9fe', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:808:808', true],
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::8.8.8.8', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::808:808', true],
    ['64:ff9b:1::808:808', false],
    ['2002:7f00:1::1', false],
    ['2002:a9fe:a9fe::', false],
    ['2002:808:808::1', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.9.9.9', true],
    ['::1', true],
    ['::ffff:7f00:1', true],
    ['0:0:0:0:0:ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::', false],
  ])('%s is loopback: %s', (address, isLoopback) => {
    expect(isLoopbackAddress(address)).toBe(isLoopback);
  });

  it.each([
    ['169.254.169.254', true],
    ['::ffff:a9fe:a9fe', true],
    ['::ffff:169.254.169.254', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['fd00:ec2::254', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
  ])('%s is cloud metadata: %s', (address, isMetadata) => {
    expect(isCloudMetadataAddress(address)).toBe(isMetadata);
  });
});

describe('WHATWG URL spells odd IPv4 forms as dotted quads before the guard sees them', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', '[::ffff:7f00:1]'],
  ])('%s has host %s', (text, host) => {
    expect(new URL(text).hostname).toBe(host);
  });
});
