import { describe, expect, it } from 'vitest';
import { driveDownloadAddress, driveFileId, drivePreviewAddress } from './drive';

describe('Google Drive addresses of a recording', () => {
  it('reads the file id of Drive file links only', () => {
    expect(driveFileId('https://drive.google.com/file/d/1abc_-X/preview')).toBe('1abc_-X');
    expect(driveFileId(' https://drive.google.com/file/d/1abc/view?usp=sharing ')).toBe('1abc');
    expect(driveFileId('https://drive.google.com/file/d/1abc/edit')).toBe('1abc');
    expect(driveFileId('https://drive.google.com/file/d/1abc/')).toBe('1abc');
    expect(driveFileId('https://drive.google.com/file/d/1abc/download')).toBeNull();
    expect(driveFileId('http://drive.google.com/file/d/1abc/preview')).toBeNull();
    expect(driveFileId('https://evil.example/file/d/1abc/preview')).toBeNull();
    expect(driveFileId('https://drive.google.com.evil.example/file/d/1abc/preview')).toBeNull();
    expect(driveFileId('javascript:alert(1)')).toBeNull();
    expect(driveFileId('not a link')).toBeNull();
  });

  it('plays from the preview player and downloads from uc?export=download', () => {
    expect(drivePreviewAddress('1abc')).toBe('https://drive.google.com/file/d/1abc/preview');
    expect(driveDownloadAddress('1abc_-X')).toBe('https://drive.google.com/uc?export=download&id=1abc_-X');
  });
});
