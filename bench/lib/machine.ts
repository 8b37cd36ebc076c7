// Where a figure was measured: every results file carries this so numbers stay comparable.
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  totalMemoryMb: number;
  node: string;
  platform: string;
  date: string;
  /** 1/5/15-minute load averages when the run started: other work on the machine skews figures. */
  loadAverage: number[];
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    totalMemoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
  };
}
