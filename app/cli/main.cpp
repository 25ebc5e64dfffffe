// Temporary placeholder for ombre-cli (the real one is being written separately).
#include <cstdio>

int main(int argc, char* argv[]) {
    (void)argc;
    std::printf("usage: %s replay FILE | deal --seed N | selfplay --seed N --deals K --out DIR | "
                "bench --seed N\n",
                argv[0]);
    return argc > 1 ? 2 : 0;
}
