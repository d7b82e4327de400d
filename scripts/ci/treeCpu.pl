#!/usr/bin/perl
# Usage: treeCpu.pl RESULT_FILE COMMAND [ARG...]
# Runs the command and appends "<wall seconds> <CPU seconds>" to RESULT_FILE (`-`: prints it on stderr): the CPU time is user + system of its
# whole process tree. A process's times reach its parent when the parent reaps it; a daemon (PostgreSQL started by
# pg_ctl) leaves its parent and would be reaped by init, so this process makes itself the reaper of everything the
# command starts (PR_SET_CHILD_SUBREAPER) and reaps what ends after the command too (decision 157). Exits as the
# command did.
use strict;
use warnings;
use POSIX ();
use Time::HiRes ();

my ($result_file, @command) = @ARGV;
die "usage: treeCpu.pl RESULT_FILE COMMAND [ARG...]\n" unless defined $result_file && @command;

my $PR_SET_CHILD_SUBREAPER = 36;
my %prctl_by_machine = (x86_64 => 157, aarch64 => 167);
my $prctl = $prctl_by_machine{ (POSIX::uname())[4] };
if (!defined $prctl || syscall($prctl, $PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) {
  warn "treeCpu: no subreaper here; the CPU time of daemons the command starts is not counted\n";
}

my $start = Time::HiRes::time();
my $pid = fork() // die "treeCpu: fork: $!\n";
if ($pid == 0) {
  exec { $command[0] } @command or die "treeCpu: $command[0]: $!\n";
}

my $status = 0;
while ((my $done = waitpid(-1, 0)) > 0) {
  if ($done == $pid) {
    $status = $?;
    last;
  }
}
# A daemon stopped by the command's last step may end a moment after it; one still running after 30 s is left alone.
my $deadline = Time::HiRes::time() + 30;
while (Time::HiRes::time() < $deadline) {
  my $done = waitpid(-1, POSIX::WNOHANG());
  last if $done < 0;
  Time::HiRes::sleep(0.05) if $done == 0;
}
warn "treeCpu: processes still running 30 s after the command ended are not counted\n" if waitpid(-1, POSIX::WNOHANG()) >= 0;

my (undef, undef, $children_user, $children_system) = times();
my $out = \*STDERR;
if ($result_file ne '-') {
  open($out, '>>', $result_file) or die "treeCpu: $result_file: $!\n";
}
printf $out "%.1f %.1f\n", Time::HiRes::time() - $start, $children_user + $children_system;
close($out) if $result_file ne '-';
exit(($status & 127) ? 128 + ($status & 127) : $status >> 8);
